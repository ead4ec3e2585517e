// lab_results_view.cpp — see lab_view.hpp: the Lab's results, their charts, a cell's levels, export and appState.
//
// Index of this file:
// [SECTION] Results: heatmap, the cell's charts, its levels
// [SECTION] Export and test hooks

#include "app/lab/lab_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

#include "app/kit/kit_widgets.hpp"
#include "app/lab/lab_charts.hpp"
#include "app/lab/lab_format.hpp"
#include "app/midend/journey.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "core/collection.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "kinds/registry.hpp"

namespace pgw::app {

using lab::Num;
using lab::Plural;

namespace {

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
    const bool exportable = m_Results.size() > 0 && !Running() && !m_Export.Running();
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
        .add("running", Running())
        .add("cancelled", m_Cancelled)
        .add("error", m_RunError)
        .add("done", static_cast<std::int64_t>(m_Results.size()))
        .add("total", static_cast<std::int64_t>(m_Results.total()))
        .add("cells_done", static_cast<std::int64_t>(m_Results.cells_done()))
        .add("run_workers", m_RunWorkers)
        .add("run_threads", m_RunThreads)
        .add("runner", m_Runner)
        .add("note", m_RunNote);
    const double end = Running() ? Browser_NowMs() : m_EndMs;
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
