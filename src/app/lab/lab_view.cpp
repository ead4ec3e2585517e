// lab_view.cpp — see lab_view.hpp.
//
// Index of this file:
// [SECTION] Form
// [SECTION] Run
// [SECTION] Frame
// (the results, their charts and export: lab_results_view.cpp)

#include "app/lab/lab_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "app/kit/kit_widgets.hpp"
#include "app/lab/lab_format.hpp"
#include "app/midend/journey.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/midend/screen_registry.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/fonts.hpp"
#include "app/platform/frame_pacer.hpp"
#include "app/platform/lab_worker.hpp"
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

}  // namespace

using lab::Bar;
using lab::Num;
using lab::Plural;

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
    m_ScrollTop = true;  // a link's spec: the form from its start
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
    const bool running = Running();
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
        DimText("One worker: this build has no threads, so the levels are made in one Web Worker beside the page.");
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
    const bool running = Running();
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
    m_RunNote.clear();
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
    if (!m_Threads)
    {
        // Without threads: a plain Web Worker makes the levels at full speed; sliced only where none starts.
        const std::string refused = LabWorker_Start(lab_link_fragment(spec), test_job_pace());
        if (refused.empty())
        {
            m_InWorker = true;
            m_Runner = "worker";
            m_RunThreads = 1;
            Browser_Announce("Lab run started: " + Plural(m_Results.total(), "level", "levels") + ".");
            return;
        }
        m_RunNote = "No worker could start (" + refused + "): the levels are made between frames, more slowly.";
    }
    StartJob();
}

// The run as a job: on its own thread with helpers (the threaded build), or sliced between frames.
void LabView::StartJob()
{
    m_Runner = m_Threads ? "threads" : "sliced";
    const std::shared_ptr<Stream> stream = m_Stream;
    const LabSpec spec = m_Spec;
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
        [this](Outcome& out) { Finish(out); }, test_job_pace());
    if (!started)
    {
        m_RunError = "Could not start a worker thread; the browser may be out of resources.";
        return;
    }
    Browser_Announce("Lab run started: " + Plural(m_Results.total(), "level", "levels") + ".");
}

// The run ended (by itself, not by Cancel): what it made, and how.
void LabView::Finish(const Outcome& out)
{
    Drain();
    m_EndMs = Browser_NowMs();
    m_RunThreads = out.Threads;
    m_Cancelled = out.Cancelled;
    if (!out.Ok)
        m_RunError = out.Error;
    const std::size_t made = m_Results.size();
    Browser_Announce("Lab run " + std::string(out.Cancelled ? "stopped" : "done") + ": " + Plural(made, "level", "levels") +
                     " in " + Plural(m_Results.cells_done(), "cell", "cells") + ".");
}

// The worker's batches so far, into the stream the threaded run fills.
void LabView::TakeWorkerLevels()
{
    std::vector<LabLevel> levels;
    if (!decode_lab_levels(LabWorker_Take(), levels))
        m_RunError = "The worker sent levels this app cannot read.";
    std::lock_guard<std::mutex> lock(m_Stream->Mutex);
    for (LabLevel& level : levels)
        m_Stream->Levels.push_back(std::move(level));
}

void LabView::PollWorker()
{
    const LabWorkerState state = LabWorker_State();  // first: every batch posted before its end is taken below
    TakeWorkerLevels();
    Drain();
    if (state == LabWorkerState::Running)
        return;
    m_InWorker = false;
    const std::string error = LabWorker_Error();
    LabWorker_Cancel();
    if (state == LabWorkerState::Refused && m_Results.size() == 0)
    {
        // It never started (its script or its wasm did not load): the run sliced between frames instead.
        m_RunNote = "The worker did not start (" + error + "): the levels are made between frames, more slowly.";
        StartJob();
        return;
    }
    Outcome out;
    out.Ok = state == LabWorkerState::Done;
    out.Error = state == LabWorkerState::Done ? std::string() : "The worker stopped: " + error + ". What was made stays.";
    out.Cancelled = m_Results.size() < m_Results.total();
    out.Threads = 1;
    Finish(out);
}

void LabView::CancelRun()
{
    if (m_InWorker)
    {
        TakeWorkerLevels();
        LabWorker_Cancel();  // the worker is terminated: nothing more comes
        m_InWorker = false;
    }
    else if (!m_Job.Cancel())
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
    if (m_InWorker)
        PollWorker();
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
    // A run's progress and its growing charts need a few frames a second, not every one: in software GL
    // each frame costs a core that the run's workers could use.
    if (Running())
        PaceFrames();
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
    // Wide (a desktop, a phone on its side): the form beside the results; narrow (a phone upright): one
    // column, the form first.
    if (body.Width() >= 760.0f)
    {
        ScreenRect form = body, results = body;
        form.Max.x = body.Min.x + std::floor(std::fmin(400.0f, body.Width() * 0.45f));
        results.Min.x = form.Max.x;
        BeginPanel("##lab_form_panel", form);
        if (m_ScrollTop)
            ImGui::SetScrollY(0.0f);
        DrawForm(true);
        EndPanel(form, true);
        BeginPanel("##lab_results_panel", results);
        if (m_ScrollTop)
            ImGui::SetScrollY(0.0f);
        DrawRunButtons();  // beside the form, always in sight
        DrawResults(page_address, request);
        EndPanel(results, false);
    }
    else
    {
        BeginPanel("##lab_panel", body);
        if (m_ScrollTop)
            ImGui::SetScrollY(0.0f);
        DrawForm(false);
        ImGui::Spacing();
        ImGui::Separator();
        DrawResults(page_address, request);
        EndPanel(body, false);
    }
    ImGui::End();
    m_ScrollTop = false;
    if (request.What != LabRequest::Kind::None)
        m_Open = false;
    return request;
}

void LabView::DrawRunBar()
{
    const std::size_t made = m_Results.size(), total = m_Results.total();
    const double end = Running() ? Browser_NowMs() : m_EndMs;
    const double seconds = std::fmax(1e-3, (end - m_StartMs) / 1000.0);
    const std::string line = "Cells " + std::to_string(m_Results.cells_done()) + " of " + std::to_string(m_Results.cells()) +
                             " · levels " + std::to_string(made) + " of " + std::to_string(total) + " · " +
                             Num(static_cast<double>(made) / seconds, 1) + " levels/s · " +
                             Plural(static_cast<std::size_t>(m_RunWorkers), "worker", "workers");
    ImGui::TextWrapped("%s", line.c_str());
    TestHooks_RecordItem("lab_progress");
    Bar(ImGui::GetContentRegionAvail().x, total > 0 ? static_cast<double>(made) / static_cast<double>(total) : 0.0);
    if (!m_RunNote.empty())
        FormProblem(m_RunNote);
    if (Running())
        DimText("Running: the charts fill as levels come.");
    else if (!m_RunError.empty())
        FormProblem(m_RunError);
    else if (m_Cancelled)
        DimText(("Cancelled: the " + Plural(made, "level", "levels") + " made before stay.").c_str());
    else
        DimText(("Done in " + Num(seconds, 2) + " s.").c_str());
}

}  // namespace pgw::app
