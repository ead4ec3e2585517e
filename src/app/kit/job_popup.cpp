// job_popup.cpp — see job_popup.hpp.
#include "app/kit/job_popup.hpp"

#include <cmath>
#include <cstdio>
#include <cstring>

#include "app/kit/kit_widgets.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "core/progress.hpp"
#include "imgui.h"

namespace pgw::app {

static const char* kPopupId = "##job_progress";

void FormatCount(char* out, int out_size, unsigned long long value)
{
    char digits[32];
    const int n = std::snprintf(digits, sizeof(digits), "%llu", value);
    int o = 0;
    for (int i = 0; i < n && o < out_size - 1; ++i)
    {
        if (i > 0 && (n - i) % 3 == 0 && o < out_size - 2)
            out[o++] = ',';
        out[o++] = digits[i];
    }
    out[o] = 0;
}

// ImGui 1.86 has no indeterminate progress bar: a soft segment sweeping across.
static void IndeterminateBar(float width, float height, double time)
{
    const ImVec2 min = ImGui::GetCursorScreenPos();
    const ImVec2 max(min.x + width, min.y + height);
    ImGui::Dummy(ImVec2(width, height));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float rounding = ImGui::GetStyle().FrameRounding;
    draw->AddRectFilled(min, max, ImGui::GetColorU32(ImGuiCol_FrameBg), rounding);
    const float phase = static_cast<float>(std::fmod(time * 0.8, 1.0));
    const float segment = width * 0.28f;
    const float x0 = min.x - segment + (width + segment) * phase;
    const float a = x0 < min.x ? min.x : x0;
    const float b = x0 + segment > max.x ? max.x : x0 + segment;
    if (b > a)
        draw->AddRectFilled(ImVec2(a, min.y), ImVec2(b, max.y), colors::Accent, rounding);
}

JobPopupResult JobProgressPopup(const JobPopupView& view)
{
    if (view.JobProgress != nullptr && !ImGui::IsPopupOpen(kPopupId))
        ImGui::OpenPopup(kPopupId);

    // Its top stays put and Cancel comes before the counters: counters that
    // appear while the job runs grow the popup downwards, never moving the
    // button under a pointer that is about to press it.
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const ImVec2 at(viewport->GetCenter().x, viewport->Pos.y + viewport->Size.y * 0.28f);
    if (!BeginModalCard(kPopupId, at, ImVec2(0.5f, 0.0f), 400.0f, ImVec2(24, 20)))
        return JobPopupResult::Hidden;
    if (view.JobProgress == nullptr)
    {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return JobPopupResult::Hidden;
    }
    const Progress& progress = *view.JobProgress;
    // The popup is all that changes while it shows (its counters, time and bar): a few frames a
    // second are enough to read it. Every frame of it would cost a core in software GL, taken from
    // the job's own workers (a 10 s Slide generation drew 110 frames at 1280×800). Input and
    // Cancel still draw at once.
    PaceFrames();

    // --- Heading and phase ---
    ImGui::PushFont(g_Fonts.Heading);
    ImGui::TextUnformatted(view.Heading);
    ImGui::PopFont();
    if (view.Detail != nullptr)
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
        ImGui::TextWrapped("%s", view.Detail);
        ImGui::PopStyleColor();
    }
    const char* phase = progress.phase();
    ImGui::Spacing();
    ImGui::Text("%s%s", phase != nullptr && phase[0] != 0 ? phase : "working", "…");  // "…"

    // --- Bar ---
    const float width = ImGui::GetContentRegionAvail().x;
    if (view.Determinate)
    {
        const float fraction = static_cast<float>(progress.fraction());
        char overlay[16];
        std::snprintf(overlay, sizeof(overlay), "%.0f%%", fraction * 100.0f);
        ImGui::ProgressBar(fraction, ImVec2(width, 10.0f), "");
        ImGui::SameLine(0, 0);
        ImGui::NewLine();
        ImGui::TextColored(ImColor(colors::TextDim), "%s %s", overlay, view.FractionOf);
    }
    else
    {
        IndeterminateBar(width, 10.0f, ImGui::GetTime());
    }

    // --- Cancel ---
    ImGui::Spacing();
    const bool cancel = ImGui::Button("Cancel", ImVec2(120.0f, 0.0f));
    TestHooks_RecordItem("cancel");
    if (!TouchMetrics())  // no Esc key on a phone
    {
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(ImColor(colors::TextDim), "or press Esc");
    }

    // --- Counters: every named slot the work filled in ---
    ImGui::Spacing();
    ImGui::Separator();
    if (ImGui::BeginTable("##counters", 2, ImGuiTableFlags_SizingStretchProp))
    {
        for (int slot = 0; slot < Progress::kCounters; ++slot)
        {
            const char* name = progress.counter_name(slot);
            if (name == nullptr)
                continue;
            char value[80];
            FormatCount(value, sizeof(value), progress.counter_value(slot));
            const unsigned long long total = progress.counter_total(slot);
            if (total > 0)
            {
                char of[32];
                FormatCount(of, sizeof(of), total);
                const std::size_t used = std::strlen(value);
                std::snprintf(value + used, sizeof(value) - used, " / %s", of);
            }
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(ImColor(colors::TextDim), "%s", name);
            ImGui::TableNextColumn();
            const float w = ImGui::CalcTextSize(value).x;
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - w);
            ImGui::TextUnformatted(value);
        }
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(ImColor(colors::TextDim), "time");
        ImGui::TableNextColumn();
        char elapsed[32];
        std::snprintf(elapsed, sizeof(elapsed), "%.1f s", view.ElapsedSeconds);
        const float w = ImGui::CalcTextSize(elapsed).x;
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - w);
        ImGui::TextUnformatted(elapsed);
        ImGui::EndTable();
    }

    ImGui::EndPopup();
    return cancel ? JobPopupResult::Cancelled : JobPopupResult::Shown;
}

}  // namespace pgw::app
