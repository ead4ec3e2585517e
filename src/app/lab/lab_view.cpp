// lab_view.cpp — see lab_view.hpp.
//
// Index of this file:
// [SECTION] Form
// [SECTION] Run
// [SECTION] Frame
// [SECTION] Results: heatmap, the cell's charts, its levels
// [SECTION] Export and test hooks

#include "app/lab/lab_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "app/kit/kit_widgets.hpp"
#include "app/lab/lab_charts.hpp"
#include "app/midend/journey.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/midend/screen_registry.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "core/collection.hpp"
#include "core/in_order.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "kinds/lab_run.hpp"
#include "kinds/registry.hpp"

namespace pgw::app {

namespace {

// The threaded build's pool (PTHREAD_POOL_SIZE in CMakeLists.txt) has 4
// workers; a run's helpers beyond it each start a new Web Worker, which the
// page's thread loads between frames (measured: 8 threads make the same levels).
// Workers by default: the device's cores up to 8; at most 16.
constexpr int kDefaultWorkers = 8;
constexpr int kMostWorkers = 16;

bool Sweepable(const KindField& field)
{
    return field.type == KindField::Type::Number || field.type == KindField::Type::Text;
}

// A field's values as a list when it names them ("open|islands|mountains"), not a placeholder ("NAME").
bool ListedValues(const KindField& field)
{
    return field.type == KindField::Type::Text && std::strchr(field.values, '|') != nullptr;
}

void SetText(std::vector<char>& buffer, const std::string& text, std::size_t least = 128)
{
    buffer.assign(std::max(least, text.size() + 64), 0);
    std::memcpy(buffer.data(), text.data(), text.size());
}

std::string Trimmed(const char* text)
{
    std::string out(text);
    while (!out.empty() && (out.back() == ' ' || out.back() == '\t'))
        out.pop_back();
    std::size_t start = 0;
    while (start < out.size() && (out[start] == ' ' || out[start] == '\t'))
        ++start;
    return out.substr(start);
}

std::string Num(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string Plural(std::size_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A thin bar: `done` of `total`.
void Bar(float width, double fraction)
{
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float h = 8.0f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + h), colors::PanelEdge, h * 0.5f);
    if (fraction > 0.0)
        draw->AddRectFilled(at, ImVec2(at.x + width * static_cast<float>(std::fmin(1.0, fraction)), at.y + h),
                            colors::Good, h * 0.5f);
    ImGui::Dummy(ImVec2(width, h));
}

struct StatChoice {
    LabStat Stat;
    std::string Share;
    std::string Label;
};

// What the heatmap may show: the measure's mean and max (or, for grades, each one's share), the CPU
// time's median and 95th percentile, the failures.
std::vector<StatChoice> StatChoices(const LabResults& results, const std::string& measure)
{
    std::vector<StatChoice> out;
    bool grades = false;
    std::vector<std::string> shares;
    for (std::size_t c = 0; c < results.cells(); ++c)
    {
        if (results.cell_size(c) == 0)
            break;
        const LabSummary s = results.summary(c);
        if (s.measured > 0 && !s.numeric)
            grades = true;
        for (const auto& share : s.shares)
            if (std::find(shares.begin(), shares.end(), share.first) == shares.end())
                shares.push_back(share.first);
    }
    if (!grades)
    {
        out.push_back({LabStat::MeanMeasure, "", "Mean " + measure});
        out.push_back({LabStat::MaxMeasure, "", "Max " + measure});
    }
    else
    {
        for (const std::string& share : shares)
            out.push_back({LabStat::Share, share, "Share " + share});
    }
    out.push_back({LabStat::MedianMs, "", "Median ms"});
    out.push_back({LabStat::P95Ms, "", "95th percentile ms"});
    out.push_back({LabStat::FailureRate, "", "Failure rate"});
    return out;
}

std::string StatText(const StatChoice& choice, double value)
{
    if (std::isnan(value))
        return "-";
    if (choice.Stat == LabStat::FailureRate || choice.Stat == LabStat::Share)
        return Num(value * 100.0, 0) + "%";
    if (choice.Stat == LabStat::MaxMeasure)
        return Num(value, 0);
    return Num(value, value >= 100.0 ? 0 : value >= 10.0 ? 1 : 2);
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] Form
//-----------------------------------------------------------------------------

LabView::LabView()
{
#if PGW_THREADS
    m_Threads = true;
    // Helpers beside the run's own thread: the page's thread returns to its event loop between frames.
    allow_in_order_threads_in_wasm(true);
#endif
    ResetForm(0);
}

const KindApi& LabView::Kind() const
{
    return GetScreenKind(m_Kind).Api;
}

void LabView::SetSweepDefaults(Sweep& sweep, int field)
{
    sweep.Field = field;
    if (field < 0)
        return;
    const KindField& f = Kind().fields[static_cast<std::size_t>(field)];
    sweep.From = f.lo;
    sweep.To = std::min(f.hi, f.lo + 2);
    sweep.Step = 1;
    SetText(sweep.Values, ListedValues(f) ? f.values : "");
}

void LabView::ResetForm(int kind)
{
    m_Kind = kind;
    const std::vector<KindField>& fields = Kind().fields;
    m_Fixed.assign(fields.size(), Fixed());
    for (Fixed& fixed : m_Fixed)
        SetText(fixed.Text, "");
    m_ExtraFixed.clear();
    int first = -1;
    for (std::size_t i = 0; i < fields.size() && first < 0; ++i)
        if (Sweepable(fields[i]))
            first = static_cast<int>(i);
    SetSweepDefaults(m_Sweeps[0], first);
    SetSweepDefaults(m_Sweeps[1], -1);
    if (m_Seed[0] == 0)
        std::snprintf(m_Seed, sizeof m_Seed, "lab");
    m_MaxWorkers = m_Threads ? kMostWorkers : 1;
    m_Workers = m_Threads ? std::max(1, std::min(Browser_HardwareThreads(), kDefaultWorkers)) : 1;
    m_CheckedLink = "-";
}

void LabView::OpenSpec(const LabSpec& spec)
{
    for (int k = 0; k < ScreenKindCount(); ++k)
        if (spec.kind == GetScreenKind(k).Id())
        {
            const int workers = m_Workers;
            ResetForm(k);
            m_Workers = workers;
        }
    const std::vector<KindField>& fields = Kind().fields;
    const auto field_index = [&](const std::string& name) {
        for (std::size_t i = 0; i < fields.size(); ++i)
            if (name == fields[i].name)
                return static_cast<int>(i);
        return -1;
    };
    for (int s = 0; s < 2; ++s)
    {
        Sweep& sweep = m_Sweeps[s];
        sweep.Field = -1;
        if (s >= static_cast<int>(spec.sweeps.size()))
            continue;
        const LabSweep& from = spec.sweeps[static_cast<std::size_t>(s)];
        sweep.Field = field_index(from.field);
        sweep.From = from.from;
        sweep.To = from.to;
        sweep.Step = from.step;
        std::string values;
        for (const std::string& value : from.values)
            values += (values.empty() ? "" : "|") + value;
        SetText(sweep.Values, values);
    }
    for (const auto& [name, value] : spec.fixed)
    {
        const int i = field_index(name);
        if (i < 0)
        {
            m_ExtraFixed[name] = value;  // a Keyed field's key: kept as it came
            continue;
        }
        Fixed& fixed = m_Fixed[static_cast<std::size_t>(i)];
        if (fields[static_cast<std::size_t>(i)].type == KindField::Type::Flag)
            fixed.Flag = value == "true" ? 1 : value == "false" ? 2 : 0;
        SetText(fixed.Text, value);
    }
    m_Count = spec.count;
    std::snprintf(m_Seed, sizeof m_Seed, "%s", spec.seed.c_str());
    m_CheckedLink = "-";
    m_Message.clear();
    Open();
}

void LabView::Open()
{
    m_Open = true;
    Browser_Announce("Lab.");
}

LabSpec LabView::FormSpec() const
{
    LabSpec spec;
    spec.kind = Kind().name;
    const std::vector<KindField>& fields = Kind().fields;
    std::vector<bool> swept(fields.size(), false);
    for (const Sweep& sweep : m_Sweeps)
    {
        if (sweep.Field < 0)
            continue;
        const KindField& f = fields[static_cast<std::size_t>(sweep.Field)];
        swept[static_cast<std::size_t>(sweep.Field)] = true;
        LabSweep out;
        out.field = f.name;
        out.range = f.type == KindField::Type::Number;
        out.from = sweep.From;
        out.to = sweep.To;
        out.step = sweep.Step;
        if (!out.range)
        {
            const std::string text = sweep.Values.data();
            std::size_t start = 0;
            while (start <= text.size())
            {
                std::size_t bar = text.find('|', start);
                if (bar == std::string::npos)
                    bar = text.size();
                out.values.push_back(Trimmed(text.substr(start, bar - start).c_str()));
                start = bar + 1;
            }
        }
        spec.sweeps.push_back(out);
    }
    for (std::size_t i = 0; i < fields.size(); ++i)
    {
        if (swept[i])
            continue;
        const Fixed& fixed = m_Fixed[i];
        if (fields[i].type == KindField::Type::Flag)
        {
            if (fixed.Flag != 0)
                spec.fixed[fields[i].name] = fixed.Flag == 1 ? "true" : "false";
            continue;
        }
        const std::string text = Trimmed(fixed.Text.data());
        if (!text.empty())
            spec.fixed[fields[i].name] = text;
    }
    for (const auto& [name, value] : m_ExtraFixed)
        spec.fixed[name] = value;
    spec.count = m_Count;
    spec.seed = m_Seed;
    return spec;
}

// The form's spec checked, when it changed: its link, its cells, or what is wrong.
void LabView::CheckForm()
{
    const LabSpec spec = FormSpec();
    const std::string link = lab_link_fragment(spec);
    if (link == m_CheckedLink)
        return;
    m_CheckedLink = link;
    m_FormError = check_lab_spec(spec);
    std::vector<LabCell> cells;
    if (m_FormError.empty() && !lab_cells(spec, find_kind, cells, m_FormError, kind_names()))
        cells.clear();
    m_FormCells = cells.size();
    m_FormLink = m_FormError.empty() ? link : std::string();
}

void LabView::DrawSweep(int which)
{
    Sweep& sweep = m_Sweeps[which];
    const std::vector<KindField>& fields = Kind().fields;
    const char* none = "None";
    FormLabel(which == 0 ? "Sweep" : "Then sweep");
    ImGui::SetNextItemWidth(-FLT_MIN);
    const char* preview = sweep.Field >= 0 ? fields[static_cast<std::size_t>(sweep.Field)].name : none;
    const std::string id = which == 0 ? "##lab_sweep0" : "##lab_sweep1";
    if (BeginFormCombo(id.c_str(), preview, which == 0 ? "Sweep" : "Then sweep"))
    {
        if (which == 1 && ImGui::Selectable(none, sweep.Field < 0))
            SetSweepDefaults(sweep, -1);
        for (std::size_t i = 0; i < fields.size(); ++i)
        {
            const int other = m_Sweeps[1 - which].Field;
            if (!Sweepable(fields[i]) || static_cast<int>(i) == other)
                continue;
            if (ImGui::Selectable(fields[i].name, sweep.Field == static_cast<int>(i)))
                SetSweepDefaults(sweep, static_cast<int>(i));
            TestHooks_RecordItem(("lab_sweep" + std::to_string(which) + "_" + fields[i].name).c_str());
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", fields[i].help);
        }
        EndFormCombo();
    }
    TestHooks_RecordItem(("lab_sweep" + std::to_string(which)).c_str());
    if (sweep.Field < 0)
        return;
    const KindField& f = fields[static_cast<std::size_t>(sweep.Field)];
    const std::string hook = "lab_sweep" + std::to_string(which);
    if (f.type == KindField::Type::Number)
    {
        IntField("  from", (hook + "_from").c_str(), &sweep.From);
        IntField("  to", (hook + "_to").c_str(), &sweep.To);
        IntField("  step", (hook + "_step").c_str(), &sweep.Step);
    }
    else
    {
        FormLabel("  values");
        ImGui::SetNextItemWidth(-FLT_MIN);
        ImGui::InputTextWithHint(("##" + hook + "_values").c_str(), "a|b|c", sweep.Values.data(), sweep.Values.size());
        TestHooks_RecordItem((hook + "_values").c_str());
        UiItems_Describe(GImGui->LastItemData.ID, UiRole::TextField, (std::string(f.name) + " values").c_str());
    }
}

void LabView::DrawForm(bool columns)
{
    SectionHeading("Sweep a generator");
    DimText("Each cell of the sweep makes its levels from seeds of its own: every level is a recipe, and the run is "
            "a link that makes the same levels anywhere.");
    const bool running = m_Job.Running();
    ImGui::BeginDisabled(running);
    if (BeginFormTable("##lab_form"))
    {
        FormLabel("Kind");
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (BeginFormCombo("##lab_kind", GetScreenKind(m_Kind).Title, "Kind"))
        {
            for (int k = 0; k < ScreenKindCount(); ++k)
            {
                if (ImGui::Selectable(GetScreenKind(k).Title, k == m_Kind) && k != m_Kind)
                {
                    const int workers = m_Workers;
                    ResetForm(k);
                    m_Workers = workers;
                }
                TestHooks_RecordItem((std::string("lab_kind_") + GetScreenKind(k).Id()).c_str());
            }
            EndFormCombo();
        }
        TestHooks_RecordItem("lab_kind");
        DrawSweep(0);
        DrawSweep(1);
        const std::vector<KindField>& fields = Kind().fields;
        for (std::size_t i = 0; i < fields.size(); ++i)
        {
            const KindField& f = fields[i];
            if (static_cast<int>(i) == m_Sweeps[0].Field || static_cast<int>(i) == m_Sweeps[1].Field ||
                f.type == KindField::Type::Keyed)
                continue;
            Fixed& fixed = m_Fixed[i];
            const std::string hook = std::string("lab_set_") + f.name;
            FormLabel(f.name);
            ImGui::SetNextItemWidth(-FLT_MIN);
            if (f.type == KindField::Type::Flag || ListedValues(f))
            {
                // A flag, or a field of named values: a combo with the kind's default first.
                std::vector<std::string> options = {"default"};
                if (f.type == KindField::Type::Flag)
                    options.insert(options.end(), {"true", "false"});
                else
                    for (const char* at = f.values; *at != 0;)
                    {
                        const char* bar = std::strchr(at, '|');
                        options.emplace_back(at, bar ? static_cast<std::size_t>(bar - at) : std::strlen(at));
                        at = bar ? bar + 1 : at + std::strlen(at);
                    }
                const std::string current = f.type == KindField::Type::Flag
                                                ? options[static_cast<std::size_t>(fixed.Flag)]
                                                : (fixed.Text[0] != 0 ? std::string(fixed.Text.data()) : "default");
                if (BeginFormCombo(("##" + hook).c_str(), current.c_str(), f.name))
                {
                    for (std::size_t o = 0; o < options.size(); ++o)
                    {
                        if (ImGui::Selectable(options[o].c_str(), options[o] == current))
                        {
                            if (f.type == KindField::Type::Flag)
                                fixed.Flag = static_cast<int>(o);
                            else
                                SetText(fixed.Text, o == 0 ? "" : options[o]);
                        }
                        TestHooks_RecordItem((hook + "_" + options[o]).c_str());
                    }
                    EndFormCombo();
                }
            }
            else
            {
                ImGui::InputTextWithHint(("##" + hook).c_str(), "default", fixed.Text.data(), fixed.Text.size());
                UiItems_Describe(GImGui->LastItemData.ID, UiRole::TextField, f.name);
            }
            TestHooks_RecordItem(hook.c_str());
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", f.help);
        }
        IntField("Levels per cell", "lab_count", &m_Count);
        FormLabel("Seed");
        ImGui::SetNextItemWidth(-FLT_MIN);
        ImGui::InputText("##lab_seed", m_Seed, sizeof m_Seed);
        TestHooks_RecordItem("lab_seed");
        UiItems_Describe(GImGui->LastItemData.ID, UiRole::TextField, "Seed");
        if (m_Threads)
        {
            IntField("Workers", "lab_workers", &m_Workers);
            m_Workers = std::max(1, std::min(m_Workers, m_MaxWorkers));
        }
        ImGui::EndTable();
    }
    ImGui::EndDisabled();
    if (!m_ExtraFixed.empty())
    {
        std::string also = "Also set:";
        for (const auto& [name, value] : m_ExtraFixed)
            also += " " + name + "=" + value;
        DimText(also.c_str());
    }
    if (!m_Threads)
        DimText("One worker: this build has no threads, so the levels are made between frames.");
    CheckForm();
    if (FormProblem(m_FormError))
    {
        const std::string size = Plural(m_FormCells, "cell", "cells") + " × " + Plural(static_cast<std::size_t>(m_Count), "level", "levels") +
                                 " = " + Plural(m_FormCells * static_cast<std::size_t>(m_Count), "level", "levels");
        DimText(size.c_str());
    }
    if (!columns)
        DrawRunButtons();
}

void LabView::DrawRunButtons()
{
    ImGui::Spacing();
    const bool running = m_Job.Running();
    const float w = RowButtonWidth(2);
    if (KitButton("Run", "lab_run", !running && m_FormError.empty(), ImVec2(w, 0), true))
        StartRun();
    ImGui::SameLine();
    if (KitButton("Cancel", "lab_cancel", running, ImVec2(w, 0)))
        CancelRun();
}

//-----------------------------------------------------------------------------
// [SECTION] Run
//-----------------------------------------------------------------------------

void LabView::StartRun()
{
    CheckForm();
    if (!m_FormError.empty())
        return;
    LabSpec spec = FormSpec();
    std::vector<LabCell> cells;
    std::string error;
    if (!lab_cells(spec, find_kind, cells, error, kind_names()))
    {
        m_FormError = error;
        return;
    }
    m_Spec = spec;
    m_Cells = std::move(cells);
    m_Results.start(m_Cells.size(), spec.count);
    m_Stream = std::make_shared<Stream>();
    m_HasRun = true;
    m_Cancelled = false;
    m_RunError.clear();
    m_Message.clear();
    m_Cell = 0;
    m_Histo = Histo::None;
    m_Bar = -1;
    m_Point = -1;
    m_ListShown = 20;
    m_RunWorkers = m_Threads ? m_Workers : 1;
    m_RunThreads = 0;
    m_StartMs = Browser_NowMs();
    m_EndMs = 0.0;
    const std::shared_ptr<Stream> stream = m_Stream;
    const int jobs = m_RunWorkers;
    const bool started = m_Job.Start<Outcome>(
        JobSpec(JobKind::Generate, "Lab"), ImGui::GetTime(),
        [spec, stream, jobs](Progress& progress) {
            LabRunOptions options;
            options.jobs = jobs;
            options.keep_codes = false;  // the view keeps them, compactly, while they fit
            options.each = [stream](const LabLevel& level) {
                std::lock_guard<std::mutex> lock(stream->Mutex);
                stream->Levels.push_back(level);
            };
            Outcome out;
            LabRun run;
            out.Ok = run_lab(spec, options, progress, run, out.Error);
            out.Cancelled = run.cancelled;
            out.Threads = run.stats.threads;
            return out;
        },
        [this](Outcome& out) {
            Drain();
            m_EndMs = Browser_NowMs();
            m_RunThreads = out.Threads;
            m_Cancelled = out.Cancelled;
            if (!out.Ok)
                m_RunError = out.Error;
            const std::size_t made = m_Results.size();
            Browser_Announce("Lab run " + std::string(out.Cancelled ? "stopped" : "done") + ": " +
                             Plural(made, "level", "levels") + " in " + Plural(m_Results.cells_done(), "cell", "cells") + ".");
        },
        test_job_pace());
    if (!started)
    {
        m_RunError = "Could not start a worker thread; the browser may be out of resources.";
        return;
    }
    Browser_Announce("Lab run started: " + Plural(m_Results.total(), "level", "levels") + ".");
}

void LabView::CancelRun()
{
    if (!m_Job.Cancel())
        return;
    Drain();
    m_Cancelled = true;
    m_EndMs = Browser_NowMs();
    Browser_Announce("Lab run cancelled: " + Plural(m_Results.size(), "level", "levels") + " kept.");
}

void LabView::Drain()
{
    if (!m_Stream)
        return;
    std::vector<LabLevel> levels;
    {
        std::lock_guard<std::mutex> lock(m_Stream->Mutex);
        levels.swap(m_Stream->Levels);
    }
    for (const LabLevel& level : levels)
        if (m_Results.size() < m_Results.total())
            m_Results.add(level);
}

void LabView::Update()
{
    if (m_Export.Running() && !m_Export.Poll())
    {
        m_Message = "The export stopped: it needs more memory than the app has.";
        m_MessageProblem = true;
    }
    if (m_Job.Running())
    {
        Drain();
        if (!m_Job.Poll())
        {
            m_RunError = "The run stopped: it needs more memory than the app has. What was made stays.";
            m_Cancelled = true;
            m_EndMs = Browser_NowMs();
        }
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

LabRequest LabView::Draw(const ScreenRect& area, const std::string& page_address)
{
    LabRequest request;
    if (!m_Open)
        return request;
    BeginCoverWindow("##lab_view", area);

    // The head: the title, Close.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float head_h = std::floor(ImGui::GetFrameHeight() + 20.0f);
    const float y = area.Min.y + (head_h - ImGui::GetFrameHeight()) * 0.5f;
    ImGui::PushFont(g_Fonts.Heading);
    ImGui::SetCursorScreenPos(ImVec2(area.Min.x + 16.0f, area.Min.y + (head_h - ImGui::GetTextLineHeight()) * 0.5f));
    ImGui::TextUnformatted("Lab");
    ImGui::PopFont();
    const float close_w = ImGui::CalcTextSize("Close").x + style.FramePadding.x * 2.0f;
    ImGui::SetCursorScreenPos(ImVec2(area.Max.x - 12.0f - close_w, y));
    if (ImGui::Button("Close", ImVec2(close_w, 0.0f)) ||
        (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)) && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)))
        request.What = LabRequest::Kind::Close;
    TestHooks_RecordItem("lab_close");

    ScreenRect body = area;
    body.Min.y = area.Min.y + head_h;
    TestHooks_RecordRect("lab_body", body.Min, body.Max);
    // Wide: the form beside the results; narrow (phones either way up): one column, the form first.
    if (body.Width() >= 900.0f)
    {
        ScreenRect form = body, results = body;
        form.Max.x = body.Min.x + 400.0f;
        results.Min.x = form.Max.x;
        BeginPanel("##lab_form_panel", form);
        DrawForm(true);
        EndPanel(form, true);
        BeginPanel("##lab_results_panel", results);
        DrawRunButtons();  // beside the form, always in sight
        DrawResults(page_address, request);
        EndPanel(results, false);
    }
    else
    {
        BeginPanel("##lab_panel", body);
        DrawForm(false);
        ImGui::Spacing();
        ImGui::Separator();
        DrawResults(page_address, request);
        EndPanel(body, false);
    }
    ImGui::End();
    if (request.What != LabRequest::Kind::None)
        m_Open = false;
    return request;
}

void LabView::DrawRunBar()
{
    const std::size_t made = m_Results.size(), total = m_Results.total();
    const double end = m_Job.Running() ? Browser_NowMs() : m_EndMs;
    const double seconds = std::fmax(1e-3, (end - m_StartMs) / 1000.0);
    const std::string line = "Cells " + std::to_string(m_Results.cells_done()) + " of " + std::to_string(m_Results.cells()) +
                             " · levels " + std::to_string(made) + " of " + std::to_string(total) + " · " +
                             Num(static_cast<double>(made) / seconds, 1) + " levels/s · " +
                             Plural(static_cast<std::size_t>(m_RunWorkers), "worker", "workers");
    ImGui::TextWrapped("%s", line.c_str());
    TestHooks_RecordItem("lab_progress");
    Bar(ImGui::GetContentRegionAvail().x, total > 0 ? static_cast<double>(made) / static_cast<double>(total) : 0.0);
    if (m_Job.Running())
        DimText("Running: the charts fill as levels come.");
    else if (!m_RunError.empty())
        FormProblem(m_RunError);
    else if (m_Cancelled)
        DimText(("Cancelled: the " + Plural(made, "level", "levels") + " made before stay.").c_str());
    else
        DimText(("Done in " + Num(seconds, 2) + " s.").c_str());
}

//-----------------------------------------------------------------------------
// [SECTION] Results: heatmap, the cell's charts, its levels
//-----------------------------------------------------------------------------

void LabView::SelectCell(int cell)
{
    if (cell < 0 || cell >= static_cast<int>(m_Cells.size()))
        return;
    m_Cell = cell;
    m_Histo = Histo::None;
    m_Bar = -1;
    m_Point = -1;
    m_ListShown = 20;
    const LabSummary s = m_Results.summary(static_cast<std::size_t>(cell));
    std::string said = lab_cell_label(m_Spec, m_Cells[static_cast<std::size_t>(cell)]) + ": " +
                       Plural(static_cast<std::size_t>(s.count), "level", "levels");
    if (s.numeric)
        said += ", mean " + Num(s.mean, 2) + ", max " + Num(s.max, 0);
    said += ", median " + Num(s.median_ms, 2) + " ms.";
    Browser_Announce(said);
}

void LabView::SelectBar(Histo which, int bar)
{
    m_Histo = which;
    m_Bar = bar;
    m_Point = -1;
    m_ListShown = 20;
    const std::vector<int> listed = ListedRecords();
    Browser_Announce(Plural(listed.size(), "level", "levels") + " listed.");
}

void LabView::DrawResults(const std::string& page_address, LabRequest& request)
{
    SectionHeading("Results");
    if (!m_HasRun)
    {
        DimText("Run a sweep: a heatmap over its cells, then the chosen cell's histograms and its levels, appear "
                "here as the levels are made.");
        return;
    }
    DrawRunBar();
    const float width = ImGui::GetContentRegionAvail().x;
    const KindApi& kind = *find_kind(m_Spec.kind);
    const std::string measure = lab_measure_column(m_Spec, kind);
    // The statistic over the sweep.
    const std::vector<StatChoice> stats = StatChoices(m_Results, measure);
    if (m_Stat >= static_cast<int>(stats.size()))
        m_Stat = 0;
    if (!m_Share.empty())
        for (std::size_t i = 0; i < stats.size(); ++i)
            if (stats[i].Stat == LabStat::Share && stats[i].Share == m_Share)
                m_Stat = static_cast<int>(i);
    const StatChoice& stat = stats[static_cast<std::size_t>(m_Stat)];
    ImGui::Spacing();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Heatmap of");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::fmin(260.0f, ImGui::GetContentRegionAvail().x));
    if (BeginFormCombo("##lab_stat", stat.Label.c_str(), "Heatmap of"))
    {
        for (std::size_t i = 0; i < stats.size(); ++i)
        {
            if (ImGui::Selectable(stats[i].Label.c_str(), static_cast<int>(i) == m_Stat))
            {
                m_Stat = static_cast<int>(i);
                m_Share = stats[i].Share;
            }
            TestHooks_RecordItem(("lab_stat_" + std::to_string(i)).c_str());
        }
        EndFormCombo();
    }
    TestHooks_RecordItem("lab_stat");
    LabHeatmap map;
    map.Cols = static_cast<int>(m_Spec.sweeps.back().size());
    map.Rows = static_cast<int>(m_Spec.sweeps.size() == 2 ? m_Spec.sweeps[0].size() : 1);
    const LabSweep& inner = m_Spec.sweeps.back();
    map.ColTitle = inner.field;
    for (std::uint64_t i = 0; i < inner.size(); ++i)
        map.ColLabels.push_back(inner.value(static_cast<std::size_t>(i)));
    if (m_Spec.sweeps.size() == 2)
    {
        map.RowTitle = m_Spec.sweeps[0].field;
        for (std::uint64_t i = 0; i < m_Spec.sweeps[0].size(); ++i)
            map.RowLabels.push_back(m_Spec.sweeps[0].value(static_cast<std::size_t>(i)));
    }
    for (std::size_t c = 0; c < m_Cells.size(); ++c)
    {
        const bool made = m_Results.cell_size(c) > 0;
        const double v = made ? lab_statistic(m_Results.summary(c), stat.Stat, stat.Share) : NAN;
        map.Values.push_back(v);
        map.Texts.push_back(made ? StatText(stat, v) : "…");
        map.Names.push_back(lab_cell_label(m_Spec, m_Cells[c]) + ": " + stat.Label + " " +
                            (made ? StatText(stat, v) + " (" + Plural(m_Results.cell_size(c), "level", "levels") + ")"
                                  : std::string("not made yet")));
    }
    map.Selected = m_Cell;
    const int picked = DrawLabHeatmap("##lab_heatmap", map, width);
    if (picked >= 0)
        SelectCell(picked);
    DimText(TouchMetrics() ? "Tap a cell for its charts and levels." : "Click a cell for its charts and levels.");
    if (m_Cell >= 0 && m_Cell < static_cast<int>(m_Cells.size()))
        DrawCellPanel(page_address, request);
    ImGui::Spacing();
    SectionHeading("Export");
    const float w = RowButtonWidth(3);
    const bool exportable = m_Results.size() > 0 && !m_Job.Running() && !m_Export.Running();
    if (KitButton("CSV", "lab_export_csv", exportable, ImVec2(w, 0)))
        Export(false);
    ImGui::SameLine();
    if (KitButton("JSON", "lab_export_json", exportable, ImVec2(w, 0)))
        Export(true);
    ImGui::SameLine();
    if (KitButton("Copy Lab link", "lab_copy_link", true, ImVec2(w, 0)))
    {
        const std::string link = page_address + lab_link_fragment(m_Spec);
        ImGui::SetClipboardText(link.c_str());
        Browser_CopyText(link.c_str());
        m_Message = "Copied the run's link: it makes the same levels anywhere.";
        m_MessageProblem = false;
    }
    if (m_Export.Running())
    {
        const Progress* progress = m_Export.RunningProgress();
        const std::string line = "Making the export: " +
                                 std::to_string(progress != nullptr ? progress->counter_value(0) : 0) + " of " +
                                 Plural(m_Results.size(), "level", "levels") + "…";
        DimText(line.c_str());
        if (KitButton("Cancel the export", "lab_export_cancel", true, ImVec2(-FLT_MIN, 0)))
            m_Export.Cancel();
    }
    DimText(lab_link_fragment(m_Spec).c_str());
    TestHooks_RecordItem("lab_link");
    if (!m_Results.codes_kept())
        DimText("The levels' codes were too many to keep: an export makes each again from its recipe, which takes a "
                "while.");
    if (!m_Message.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(m_MessageProblem ? colors::Bad : colors::Good).Value);
        ImGui::TextWrapped("%s", m_Message.c_str());
        ImGui::PopStyleColor();
        TestHooks_RecordItem("lab_message");
    }
}

std::string LabView::RecordSeed(int record) const
{
    const LabRecord& r = m_Results.at(static_cast<std::size_t>(record));
    return lab_level_seed(m_Spec.seed, r.cell, r.index);
}

std::string LabView::RecordRecipe(int record) const
{
    const LabRecord& r = m_Results.at(static_cast<std::size_t>(record));
    return recipe_link_fragment(m_Spec.kind, m_Cells[r.cell].params, RecordSeed(record));
}

std::string LabView::RecordName(int record) const
{
    const LabRecord& r = m_Results.at(static_cast<std::size_t>(record));
    const KindApi& kind = *find_kind(m_Spec.kind);
    std::string name = "Seed " + RecordSeed(record) + ": ";
    if (!r.ok)
        name += "failed (" + m_Results.text(r.error) + ")";
    else if (r.measure != LabRecord::kNone)
        name += std::string(kind.measure_name) + " " + m_Results.text(r.measure);
    else
        name += "made";
    return name + ", " + Num(r.ms, 2) + " ms";
}

std::string LabView::RecordNameOf(int record, const void* view)
{
    return static_cast<const LabView*>(view)->RecordName(record);
}

// The levels the list shows: the scatter's dot alone, or the chosen bar's.
std::vector<int> LabView::ListedRecords() const
{
    std::vector<int> out;
    if (m_Point >= 0)
    {
        out.push_back(m_Point);
        return out;
    }
    if (m_Histo == Histo::None || m_Cell < 0)
        return out;
    const LabHistogram h = lab_histogram(m_Results, static_cast<std::size_t>(m_Cell), m_Histo == Histo::Ms, m_Bins);
    const std::size_t first = static_cast<std::size_t>(m_Cell) * static_cast<std::size_t>(m_Results.count());
    for (std::size_t i = 0; i < m_Results.cell_size(static_cast<std::size_t>(m_Cell)); ++i)
        if (lab_bin_of(m_Results, h, m_Results.at(first + i)) == m_Bar)
            out.push_back(static_cast<int>(first + i));
    return out;
}

void LabView::DrawCellPanel(const std::string& page_address, LabRequest& request)
{
    const std::size_t cell = static_cast<std::size_t>(m_Cell);
    const KindApi& kind = *find_kind(m_Spec.kind);
    ImGui::Spacing();
    SectionHeading(("Cell " + lab_cell_label(m_Spec, m_Cells[cell])).c_str());
    TestHooks_RecordItem("lab_cell_heading");
    const LabSummary s = m_Results.summary(cell);
    std::string line = Plural(static_cast<std::size_t>(s.count), "level", "levels") + ", " +
                       std::to_string(s.failures) + " failed";
    if (s.numeric)
        line += " · " + std::string(kind.measure_name) + " mean " + Num(s.mean, 2) + ", min " + Num(s.min, 0) +
                ", max " + Num(s.max, 0);
    else
        for (const auto& [value, levels] : s.shares)
            line += " · " + value + " " + Num(100.0 * levels / std::max(1, s.measured), 0) + "%";
    line += " · ms median " + Num(s.median_ms, 2) + ", p95 " + Num(s.p95_ms, 2);
    ImGui::TextWrapped("%s", line.c_str());
    TestHooks_RecordItem("lab_cell_summary");
    const float width = ImGui::GetContentRegionAvail().x;
    // Bars a finger can hit on touch (44 px), narrower with a mouse.
    m_Bins = std::max(4, std::min(40, static_cast<int>(width / (TouchMetrics() ? 44.0f : 24.0f))));
    const int bins = m_Bins;
    const float chart_h = 150.0f;
    ImGui::Spacing();
    ImGui::TextUnformatted((std::string(kind.measure_name) + " of its levels").c_str());
    const LabHistogram hm = lab_histogram(m_Results, cell, false, bins);
    const int bar_m = DrawLabHistogram("lab_hist_measure", hm, m_Histo == Histo::Measure ? m_Bar : -1,
                                       kind.measure_name, width, chart_h);
    if (bar_m >= 0)
        SelectBar(Histo::Measure, bar_m);
    ImGui::Spacing();
    ImGui::TextUnformatted("CPU ms of its levels");
    const LabHistogram hms = lab_histogram(m_Results, cell, true, bins);
    const int bar_ms = DrawLabHistogram("lab_hist_ms", hms, m_Histo == Histo::Ms ? m_Bar : -1, "ms", width, chart_h);
    if (bar_ms >= 0)
        SelectBar(Histo::Ms, bar_ms);
    DimText(TouchMetrics() ? "Tap a bar to list its levels." : "Click a bar to list its levels.");
    // The scatter: the measure against the CPU time.
    std::vector<LabPoint> points;
    std::vector<std::string> y_labels;
    if (!s.numeric)
        for (const auto& share : s.shares)
            y_labels.push_back(share.first);
    float x_max = 0.0f, y_min = 0.0f, y_max = 1.0f;
    if (s.numeric)
    {
        y_min = static_cast<float>(s.min);
        y_max = static_cast<float>(s.max);
    }
    else
    {
        y_max = static_cast<float>(std::max<std::size_t>(1, y_labels.size()) - 1);
    }
    const std::size_t first = cell * static_cast<std::size_t>(m_Results.count());
    for (std::size_t i = 0; i < m_Results.cell_size(cell); ++i)
    {
        const LabRecord& r = m_Results.at(first + i);
        if (r.measure == LabRecord::kNone)
            continue;
        LabPoint p;
        p.X = r.ms;
        p.Record = static_cast<int>(first + i);
        double value = 0;
        if (s.numeric && m_Results.measure_number(r, value))
            p.Y = static_cast<float>(value);
        else
        {
            const auto at = std::find(y_labels.begin(), y_labels.end(), m_Results.text(r.measure));
            p.Y = static_cast<float>(at - y_labels.begin());
        }
        x_max = std::fmax(x_max, p.X);
        points.push_back(p);
    }
    if (!points.empty())
    {
        ImGui::Spacing();
        ImGui::TextUnformatted((std::string(kind.measure_name) + " against CPU ms").c_str());
        const int dot = DrawLabScatter("lab_scatter", points, x_max, y_min, y_max, "ms", kind.measure_name, y_labels,
                                       width, 180.0f, m_Point, &LabView::RecordNameOf, this);
        if (dot >= 0)
        {
            m_Point = dot;
            m_Histo = Histo::None;
            m_Bar = -1;
            Browser_Announce(RecordName(dot) + ".");
        }
    }
    DrawList(page_address, request);
}

void LabView::DrawList(const std::string& page_address, LabRequest& request)
{
    const std::vector<int> listed = ListedRecords();
    if (listed.empty())
        return;
    ImGui::Spacing();
    SectionHeading(("Levels (" + std::to_string(listed.size()) + ")").c_str());
    TestHooks_RecordItem("lab_list_heading");
    const KindApi& kind = *find_kind(m_Spec.kind);
    const int shown = std::min(static_cast<int>(listed.size()), m_ListShown);
    for (int k = 0; k < shown; ++k)
    {
        const int record = listed[static_cast<std::size_t>(k)];
        const LabRecord& r = m_Results.at(static_cast<std::size_t>(record));
        ImGui::PushID(record);
        ImGui::TextWrapped("%s", RecordName(record).c_str());
        TestHooks_RecordItem(("lab_level_" + std::to_string(k)).c_str());
        const float w = RowButtonWidth(3);
        const std::string hook = "lab_level_" + std::to_string(k);
        if (KitButton("Play", (hook + "_play").c_str(), r.ok, ImVec2(w, 0), true))
        {
            request.What = LabRequest::Kind::Play;
            request.Link = RecordRecipe(record);
        }
        ImGui::SameLine();
        if (KitButton("Copy link", (hook + "_copy").c_str(), r.ok, ImVec2(w, 0)))
        {
            const std::string link = page_address + RecordRecipe(record);
            ImGui::SetClipboardText(link.c_str());
            Browser_CopyText(link.c_str());
            m_Message = "Copied the recipe link of seed " + RecordSeed(record) + ".";
            m_MessageProblem = false;
        }
        ImGui::SameLine();
        if (KitButton("Add", (hook + "_add").c_str(), r.ok, ImVec2(w, 0)))
        {
            CollectionLevel level;
            level.kind = kind.name;
            level.version = kind.generator_version;
            level.params = m_Cells[r.cell].params;
            level.seed = RecordSeed(record);
            std::string error;
            const int entry = GetJourney().AddToOwn(level, &error);
            m_MessageProblem = entry < 0;
            m_Message = entry >= 0 ? "Added seed " + level.seed + " to \"" +
                                         GetJourney().Library()[static_cast<std::size_t>(entry)].Set.title +
                                         "\": Collections shows it."
                                   : "Not added: " + error + ".";
            Browser_Announce(m_Message);
        }
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Add to my collection");
        UiItems_Describe(GImGui->LastItemData.ID, UiRole::Button, "Add to my collection");
        ImGui::Spacing();
        ImGui::PopID();
    }
    if (shown < static_cast<int>(listed.size()))
    {
        if (KitButton(("Show more (" + std::to_string(listed.size() - static_cast<std::size_t>(shown)) + " left)").c_str(),
                      "lab_list_more", true, ImVec2(-FLT_MIN, 0)))
            m_ListShown += 50;
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Export and test hooks
//-----------------------------------------------------------------------------

// The CSV or JSON of a run. Codes not kept (past their budget) are made
// again from their recipes: every level is one.
static std::string ExportText(const LabSpec& spec, const std::vector<LabCell>& cells, const LabResults& results,
                              bool json, Progress& progress)
{
    const KindApi& kind = *find_kind(spec.kind);
    std::vector<std::string> codes(results.size());
    progress.set_counter(0, "levels", 0, results.size());
    for (std::size_t i = 0; i < results.size(); ++i)
    {
        const LabRecord& r = results.at(i);
        if (progress.cancelled())
            return std::string();
        if (r.ok)
            codes[i] = results.codes_kept() ? std::string(results.code(i))
                                            : kind.generate(cells[r.cell].params,
                                                            lab_level_seed(spec.seed, r.cell, r.index), progress)
                                                  .code;
        progress.set_counter(0, "levels", i + 1, results.size());
    }
    if (json)
        return lab_results_json(spec, kind, cells, results, codes);
    std::string csv = lab_csv_header(spec, kind);
    for (std::size_t i = 0; i < results.size(); ++i)
    {
        const LabRecord& r = results.at(i);
        csv += lab_csv_row(cells[r.cell], lab_level_seed(spec.seed, r.cell, r.index), codes[i], results.text(r.measure),
                           r.ms);
    }
    return csv;
}

void LabView::Export(bool json)
{
    struct Exported {
        std::string Text;
    };
    const LabSpec spec = m_Spec;
    const std::vector<LabCell> cells = m_Cells;
    const auto results = std::make_shared<LabResults>(m_Results);
    const std::string name = "lab-" + m_Spec.kind + "-" + m_Spec.seed + (json ? ".json" : ".csv");
    const std::size_t levels = m_Results.size();
    const bool started = m_Export.Start<Exported>(
        JobSpec(JobKind::Generate, "Lab export"), ImGui::GetTime(),
        [spec, cells, results, json](Progress& progress) {
            Exported out;
            out.Text = ExportText(spec, cells, *results, json, progress);
            return out;
        },
        [this, name, json, levels](Exported& out) {
            if (out.Text.empty())
                return;
            Browser_DownloadText(name.c_str(), out.Text, json ? "application/json" : "text/csv");
            m_Message = "Exported " + Plural(levels, "level", "levels") + " as " + (json ? "JSON" : "CSV") + ": " + name + ".";
            m_MessageProblem = false;
            Browser_Announce(m_Message);
        },
        test_job_pace());
    if (!started)
    {
        m_Message = "Could not start a worker thread; the browser may be out of resources.";
        m_MessageProblem = true;
    }
}

void LabView::WriteState(JsonObject& out) const
{
    JsonObject lab;
    lab.add("open", m_Open)
        .add("form_link", m_FormLink)
        .add("form_error", m_FormError)
        .add("form_cells", static_cast<std::int64_t>(m_FormCells))
        .add("threads", m_Threads)
        .add("workers", m_Workers)
        .add("has_run", m_HasRun)
        .add("link", m_HasRun ? lab_link_fragment(m_Spec) : std::string())
        .add("running", m_Job.Running())
        .add("cancelled", m_Cancelled)
        .add("error", m_RunError)
        .add("done", static_cast<std::int64_t>(m_Results.size()))
        .add("total", static_cast<std::int64_t>(m_Results.total()))
        .add("cells_done", static_cast<std::int64_t>(m_Results.cells_done()))
        .add("run_workers", m_RunWorkers)
        .add("run_threads", m_RunThreads);
    const double end = m_Job.Running() ? Browser_NowMs() : m_EndMs;
    const double seconds = (end - m_StartMs) / 1000.0;
    lab.add("seconds", m_HasRun ? seconds : 0.0)
        .add("levels_per_s", m_HasRun && seconds > 0 ? static_cast<double>(m_Results.size()) / seconds : 0.0)
        .add("memory_bytes", static_cast<std::int64_t>(m_Results.memory_bytes()))
        .add("codes_kept", m_Results.codes_kept())
        .add("exporting", m_Export.Running());
    JsonArray cells;
    for (std::size_t c = 0; c < m_Cells.size() && c < 400; ++c)
    {
        if (m_Results.cell_size(c) == 0)
            break;
        const LabSummary s = m_Results.summary(c);
        JsonArray values;
        for (const std::string& value : m_Cells[c].values)
            values.add(value);
        JsonObject cell;
        cell.add("values", values).add("levels", s.count).add("failures", s.failures).add("numeric", s.numeric);
        if (s.numeric)
            cell.add("mean", s.mean).add("min", s.min).add("max", s.max);
        JsonObject shares;
        for (const auto& [value, levels] : s.shares)
            shares.add(value, levels);
        cell.add("shares", shares).add("median_ms", s.median_ms).add("p95_ms", s.p95_ms);
        cells.add(cell);
    }
    lab.add("cells", cells).add("cell", m_Cell);
    static const char* histos[] = {"none", "measure", "ms"};
    lab.add("histogram", histos[static_cast<int>(m_Histo)]).add("bar", m_Bar).add("point", m_Point);
    // The chosen cell's bars as drawn: their labels and counts.
    if (m_HasRun && m_Cell >= 0 && m_Cell < static_cast<int>(m_Cells.size()))
        for (const bool ms : {false, true})
        {
            JsonArray bars;
            for (const LabBin& bin : lab_histogram(m_Results, static_cast<std::size_t>(m_Cell), ms, m_Bins).bins)
            {
                JsonObject bar;
                bar.add("label", bin.label).add("count", bin.count);
                bars.add(bar);
            }
            lab.add(ms ? "bars_ms" : "bars_measure", bars);
        }
    const std::vector<int> listed = m_HasRun ? ListedRecords() : std::vector<int>();
    lab.add("list_size", static_cast<int>(listed.size()));
    JsonArray list;
    for (std::size_t k = 0; k < listed.size() && k < 50; ++k)
    {
        const LabRecord& r = m_Results.at(static_cast<std::size_t>(listed[k]));
        JsonObject item;
        item.add("seed", RecordSeed(listed[k]))
            .add("params", m_Cells[r.cell].params)
            .add("recipe", RecordRecipe(listed[k]))
            .add("measure", m_Results.text(r.measure))
            .add("ok", r.ok);
        list.add(item);
    }
    lab.add("list", list).add("message", m_Message);
    out.add("lab", lab);
}

}  // namespace pgw::app
