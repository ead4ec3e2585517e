// cities_screen.cpp — see cities_screen.hpp.
//
// Index of this file:
// [SECTION] Construction, test hooks, links, autosave
// [SECTION] Jobs
// [SECTION] Commands
// [SECTION] Frame
// [SECTION] Panel
// [SECTION] Board area

#include "app/cities_screen.hpp"

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>

#include "app/board_camera.hpp"
#include "app/browser.hpp"
#include "app/job_popup.hpp"
#include "app/test_hooks.hpp"
#include "app/theme.hpp"
#include "cities/generator.hpp"
#include "cities/text.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "core/rng.hpp"
#include "imgui.h"

namespace pgw::app {

//-----------------------------------------------------------------------------
// [SECTION] Construction, test hooks, links, autosave
//-----------------------------------------------------------------------------

std::unique_ptr<Screen> CreateCitiesScreen()
{
    return std::make_unique<CitiesScreen>();
}

CitiesScreen::CitiesScreen()
{
    // Open on a map, from a random seed: islands show what the rings do best.
    m_Form.width = 400;
    m_Form.height = 250;
    m_Form.terrain = cities::Terrain::Islands;
    cities::Level level;
    level.params = m_Form;
    const std::string seed = random_seed_text();
    level.seed = seed_from_text(seed);
    StartGenerate(level, seed);
}

std::string CitiesScreen::StateJson() const
{
    std::string histogram;
    for (float count : m_Histogram)
        histogram += (histogram.empty() ? "" : ",") + std::to_string(static_cast<int>(count));
    const bool has = m_View.Picture() != nullptr;
    JsonObject fields;
    fields.add("screen", "cities")
        .add("level", m_LevelCode)
        .add("seed", m_SeedUsed)
        .add("params", has ? cities::encode_params(m_LevelParams) : std::string())
        .add("cities", has ? static_cast<int>(m_View.Picture()->Cities.size()) : 0)
        .add("too_close", m_Check.too_close)
        .add("far", IsolatedCount())
        .add("isolated", has ? static_cast<int>(m_View.Picture()->Isolated.size()) : 0)
        .add("free_tiles", m_Check.free_tiles)
        .add("violations", has ? Violations() : 0)
        .add("ms", m_GenerateMs)
        .add("check_ms", m_CheckMs)
        .add("job", JobKindName(m_Job))
        .add("popup", PopupKindName(m_PopupShown))
        .add("notice", m_Notice.Text())
        .add("exported", m_Exported);
    // JsonObject is flat: the arrays and objects are spliced in.
    std::string out = fields.str();
    out.pop_back();
    out += ",\"histogram\":[" + histogram + "]," + ProgressJsonFields(m_GenerateJob.progress()) + "," +
           m_View.StateJson() + "}";
    return out;
}

bool CitiesScreen::SetParams(const ParamMap& params, std::string* error)
{
    FormParams form;
    form.Number("width", &m_Form.width);
    form.Number("height", &m_Form.height);
    form.Number("min", &m_Form.min_distance);
    form.Number("max", &m_Form.max_distance);
    form.Number("neighbours", &m_Form.neighbours);
    form.Text("terrain", [this](const std::string& name) { return cities::terrain_named(name, m_Form.terrain); },
              "open, islands or mountains");
    form.Seed(m_SeedField, sizeof(m_SeedField));
    return form.Apply(params, error);
}

ShareInfo CitiesScreen::Share() const
{
    ShareInfo info;
    info.Code = m_LevelCode;
    if (!m_SeedUsed.empty())
    {
        info.Params = cities::encode_params(m_LevelParams);
        info.Seed = m_SeedUsed;
    }
    return info;
}

void CitiesScreen::OpenCode(const std::string& code)
{
    cities::Level level;
    std::string error;
    if (!cities::decode_level(code, level, error))
    {
        SetNotice(NoticeKind::Error, "That map code cannot be opened: " + error);
        return;
    }
    m_Form = level.params;
    StartGenerate(level, std::string());
}

void CitiesScreen::OpenRecipe(const std::string& params, const std::string& seed)
{
    cities::Level level;
    std::string error;
    if (!cities::decode_params(params, level.params, error))
    {
        SetNotice(NoticeKind::Error, "That recipe cannot be opened: " + error);
        return;
    }
    level.seed = seed_from_text(seed);
    m_Form = level.params;
    std::snprintf(m_SeedField, sizeof(m_SeedField), "%s", seed.c_str());
    StartGenerate(level, seed);
}

SavedGame CitiesScreen::Save() const
{
    // The map is made again from its code; the seed text keeps the recipe link.
    SavedGame saved;
    saved.Code = m_LevelCode;
    if (!m_SeedUsed.empty())
        AddSavedField(saved.Extra, "seed", m_SeedUsed);
    return saved;
}

bool CitiesScreen::Restore(const SavedGame& saved, std::string* error)
{
    cities::Level level;
    if (!cities::decode_level(saved.Code, level, *error))
        return false;
    const std::string seed = SavedField(saved.Extra, "seed");
    m_Form = level.params;
    StartGenerate(level, !seed.empty() && seed_from_text(seed) == level.seed ? seed : std::string());
    return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void CitiesScreen::StartGenerate(const cities::Level& level, const std::string& seed_text)
{
    CloseSheet();  // the new level is what the player wants to see
    CancelJob(false);
    m_Job = JobKind::Generate;
    m_JobStart = ImGui::GetTime();
    m_JobLevel = level;
    m_JobSeed = seed_text;
    const cities::Params& p = level.params;
    char detail[160];
    std::snprintf(detail, sizeof(detail), "%d\xC3\x97%d %s \xC2\xB7 s %d, l %d \xC2\xB7 seed %s", p.width, p.height,
                  cities::terrain_name(p.terrain), p.min_distance, p.max_distance,
                  seed_text.empty() ? "from the code" : seed_text.c_str());
    m_JobDetail = detail;
    const bool started = m_GenerateJob.start([level](Progress& progress) {
        const cities::Params& params = level.params;
        Placed out;
        cities::Generated g = cities::generate(params, level.seed, progress);
        if (g.cancelled)
            return out;
        progress.set_phase("checking the placement");
        const auto start = std::chrono::steady_clock::now();
        out.Check = cities::check_placement(g.map, g.cities, params.min_distance, params.max_distance,
                                            params.neighbours, &progress);
        out.CheckMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        out.GenerateMs = g.ms;
        if (out.Check.cancelled)
            return out;
        progress.set_phase("painting the map");
        auto picture = std::make_shared<CitiesPicture>(PaintCities(params, std::move(g.map), std::move(g.cities),
                                                                   std::move(g.isolated), progress));
        if (!progress.cancelled())
            out.Picture = std::move(picture);
        return out;
    }, TestHooks_JobPace());
    if (!started)
    {
        m_Job = JobKind::None;
        SetNotice(NoticeKind::Error, "Could not start a worker thread; the browser may be out of resources.");
    }
}

void CitiesScreen::CancelJob(bool say_so)
{
    if (m_Job == JobKind::None)
        return;
    m_Job = JobKind::None;
    m_GenerateJob.cancel();
    if (say_so)
        SetNotice(NoticeKind::Info, m_View.Picture() != nullptr ? "Generation cancelled; the previous map stays."
                                                                : "Generation cancelled.");
}

void CitiesScreen::PollJob()
{
    if (m_Job != JobKind::Generate)
        return;
    if (std::optional<Placed> placed = m_GenerateJob.take_result())
    {
        m_Job = JobKind::None;
        OnPlaced(*placed);
    }
}

void CitiesScreen::OnPlaced(Placed& placed)
{
    if (!placed.Picture)
        return;  // cancelled
    const cities::Params& p = m_JobLevel.params;
    m_LevelParams = p;
    m_LevelCode = cities::encode_level(m_JobLevel);
    m_SeedUsed = m_JobSeed;
    m_Check = std::move(placed.Check);
    m_GenerateMs = placed.GenerateMs;
    m_CheckMs = placed.CheckMs;
    // A city with none within l is fine only where the generator says why (a
    // region too small for two); the checker finding any other is a violation.
    m_UnexplainedFar = 0;
    std::vector<bool> explained(placed.Picture->Cities.size(), false);
    for (const cities::Isolated& isolated : placed.Picture->Isolated)
        explained[static_cast<size_t>(isolated.city)] = true;
    for (int city : m_Check.far)
        m_UnexplainedFar += explained[static_cast<size_t>(city)] ? 0 : 1;
    m_Histogram.assign(static_cast<size_t>(p.max_distance - p.min_distance + 1), 0.0f);
    for (int steps : m_Check.nearest)
        if (steps >= p.min_distance && steps <= p.max_distance)
            m_Histogram[static_cast<size_t>(steps - p.min_distance)] += 1.0f;
    m_View.Show(std::move(placed.Picture));

    char count[32];
    FormatCount(count, sizeof(count), m_View.Picture()->Cities.size());
    char text[200];
    if (Violations() == 0)
    {
        std::snprintf(text, sizeof(text), "%s cities placed in %.0f ms; the checker found no violation.", count,
                      m_GenerateMs);
        SetNotice(NoticeKind::Success, text);
    }
    else
    {
        std::snprintf(text, sizeof(text), "%s cities placed; the checker found %d violations.", count, Violations());
        SetNotice(NoticeKind::Error, text);
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Commands
//-----------------------------------------------------------------------------

void CitiesScreen::GenerateFromForm()
{
    const std::string problem = cities::check_params(m_Form);
    if (!problem.empty())
    {
        SetNotice(NoticeKind::Error, problem);
        return;
    }
    cities::Level level;
    level.params = m_Form;
    const std::string seed = m_SeedField[0] != 0 ? std::string(m_SeedField) : random_seed_text();
    level.seed = seed_from_text(seed);
    StartGenerate(level, seed);
}

void CitiesScreen::ExportPng()
{
    const CitiesPicture* picture = m_View.Picture();
    if (picture == nullptr)
        return;
    // About 2000 px on the long side, a whole number of pixels per tile.
    const int side = std::max(picture->Map.width, picture->Map.height);
    const int scale = std::clamp(2000 / side, 1, 8);
    const std::vector<std::uint32_t> pixels = ScaleCitiesPicture(*picture, scale);
    std::string name = "cities-" + cities::encode_params(m_LevelParams);
    std::string seed;
    for (char c : m_SeedUsed)
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_')
            seed += c;
    name += "-" + (seed.empty() ? std::to_string(seed_from_text(m_LevelCode) % 1000000) : seed) + ".png";
    std::replace(name.begin(), name.end(), '.', '-');
    name.replace(name.size() - 4, 4, ".png");
    Browser_DownloadPng(name.c_str(), pixels.data(), picture->Map.width * scale, picture->Map.height * scale);
    m_Exported = name;
    char text[160];
    std::snprintf(text, sizeof(text), "Saved %s (%d\xC3\x97%d px, %d px a tile).", name.c_str(), picture->Map.width * scale,
                  picture->Map.height * scale, scale);
    SetNotice(NoticeKind::Success, text);
}

//-----------------------------------------------------------------------------
// [SECTION] Frame
//-----------------------------------------------------------------------------

void CitiesScreen::HandleActions(const std::vector<Action>& actions)
{
    for (const Action& action : actions)
        if (action.Kind == ActionKind::Back && JobRunning())
            CancelJob(true);
}

std::string CitiesScreen::LevelSummary() const
{
    const CitiesPicture* picture = m_View.Picture();
    if (picture == nullptr)
        return "Cities: no map yet.";
    char text[200];
    std::snprintf(text, sizeof(text), "Cities map, %d by %d, %s: %d cities, none closer than %d steps; %d violations.",
                  picture->Params.width, picture->Params.height, cities::terrain_name(picture->Params.terrain),
                  static_cast<int>(picture->Cities.size()), picture->Params.min_distance, Violations());
    return text;
}

void CitiesScreen::Frame(const ScreenRect& area, const std::vector<Action>& actions)
{
    const double now = ImGui::GetTime();
    PollJob();
    AnnounceLevel(m_LevelCode);
    HandleActions(actions);

    DrawBoardArea(DrawChrome(area, now), actions, now);

    const JobPopupResult progress = DrawJobProgress(m_Job, m_JobStart, now, m_JobDetail, m_GenerateJob.progress(),
                                                    "Placing cities", "of the land settled");
    if (progress == JobPopupResult::Cancelled)
        CancelJob(true);
    m_PopupShown = progress != JobPopupResult::Hidden ? PopupKind::Progress : PopupKind::None;
}

//-----------------------------------------------------------------------------
// [SECTION] Panel
//-----------------------------------------------------------------------------

void CitiesScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    BeginPanel("##cities_panel", rect);
    const bool columns = !side && rect.Width() >= 600.0f;
    if (columns && ImGui::BeginTable("##panel_columns", 2, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_PadOuterX))
    {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        DrawGenerateSection();
        ImGui::TableNextColumn();
        DrawResultSection();
        ImGui::EndTable();
    }
    else
    {
        DrawGenerateSection();
        ImGui::Spacing();
        ImGui::Separator();
        DrawResultSection();
    }
    EndPanel(rect, side);
}

std::vector<QuickAction> CitiesScreen::QuickActions(double)
{
    return {
        {"New map", "new", !JobRunning(), [this] {
             cities::Level level;
             level.params = m_LevelParams;
             const std::string seed = random_seed_text();
             level.seed = seed_from_text(seed);
             StartGenerate(level, seed);
         }},
    };
}

void CitiesScreen::DrawGenerateSection()
{
    SectionHeading("New map");
    if (ImGui::BeginTable("##generate_form", 2, ImGuiTableFlags_SizingFixedFit))
    {
        ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, 104.0f);
        ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch);
        IntField("Width", "width", &m_Form.width, 50);
        IntField("Height", "height", &m_Form.height, 50);
        IntField("Shortest s", "min", &m_Form.min_distance);
        IntField("Longest l", "max", &m_Form.max_distance);

        FormLabel("Terrain");
        ImGui::SetNextItemWidth(-FLT_MIN);
        if (BeginFormCombo("##terrain", cities::terrain_name(m_Form.terrain), "Terrain"))
        {
            for (int t = 0; t < cities::kTerrains; ++t)
            {
                const cities::Terrain terrain = static_cast<cities::Terrain>(t);
                if (ImGui::Selectable(cities::terrain_name(terrain), m_Form.terrain == terrain))
                    m_Form.terrain = terrain;
            }
            EndFormCombo();
        }
        TestHooks_RecordItem("terrain");

        FormLabel("Steps");
        if (ImGui::RadioButton("4 sides", m_Form.neighbours == 4))
            m_Form.neighbours = 4;
        TestHooks_RecordItem("neighbours_4");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("A step goes to one of the 4 tiles sharing a side.");
        ImGui::SameLine();
        // On a narrow sheet the second choice goes under the first instead of past the edge.
        if (ImGui::GetContentRegionAvail().x <
            ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize("8 around").x)
            ImGui::NewLine();
        if (ImGui::RadioButton("8 around", m_Form.neighbours == 8))
            m_Form.neighbours = 8;
        TestHooks_RecordItem("neighbours_8");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("A step also goes diagonally: 8 tiles around.");

        SeedRow(m_SeedField, static_cast<int>(sizeof(m_SeedField)));
        ImGui::EndTable();
    }

    const bool usable = FormProblem(cities::check_params(m_Form));
    ImGui::BeginDisabled(!usable || JobRunning());
    if (PrimaryButton("Generate", ImVec2(-FLT_MIN, 0)))
        GenerateFromForm();
    TestHooks_RecordItem("generate");
    ImGui::EndDisabled();
    if (!m_SeedUsed.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
        ImGui::Text("Seed used: %s", m_SeedUsed.c_str());
        ImGui::PopStyleColor();
    }
}

void CitiesScreen::DrawResultSection()
{
    const CitiesPicture* picture = m_View.Picture();
    SectionHeading("This map");
    if (picture == nullptr)
    {
        DimText("No map yet.");
        return;
    }
    const cities::Params& p = m_LevelParams;
    char count[32];
    FormatCount(count, sizeof(count), picture->Cities.size());
    ImGui::Text("%s cities on %d\xC3\x97%d %s", count, p.width, p.height, cities::terrain_name(p.terrain));
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    ImGui::Text("Placed in %.1f ms, checked in %.1f ms", m_GenerateMs, m_CheckMs);
    ImGui::PopStyleColor();
    if (ImGui::Button("Export PNG", ImVec2(-FLT_MIN, 0)))
        ExportPng();
    TestHooks_RecordItem("export_png");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Download the map with its cities as an image.");

    // The checker's three verdicts.
    const auto verdict = [](bool ok, const char* text) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(ok ? colors::Good : colors::Bad).Value);
        ImGui::TextWrapped("%s %s", ok ? "\xE2\x9C\x93" : "\xC3\x97", text);  // ✓ ×
        ImGui::PopStyleColor();
    };
    char text[160];
    if (m_Check.too_close == 0)
        std::snprintf(text, sizeof(text), "No two cities closer than s = %d", p.min_distance);
    else
        std::snprintf(text, sizeof(text), "%d cities closer than s = %d to another", m_Check.too_close, p.min_distance);
    verdict(m_Check.too_close == 0, text);
    if (IsolatedCount() == 0)
        std::snprintf(text, sizeof(text), "Every city has another within l = %d", p.max_distance);
    else if (m_UnexplainedFar == 0)
        std::snprintf(text, sizeof(text), "Every city has another within l = %d, but %d where the map cannot allow it",
                      p.max_distance, IsolatedCount());
    else
        std::snprintf(text, sizeof(text), "%d cities have none within l = %d", m_UnexplainedFar, p.max_distance);
    verdict(m_UnexplainedFar == 0, text);
    if (m_Check.free_tiles == 0)
        std::snprintf(text, sizeof(text), "Maximal: no tile left for another city");
    else
        std::snprintf(text, sizeof(text), "%d tiles could still take a city", m_Check.free_tiles);
    verdict(m_Check.free_tiles == 0, text);

    DrawHistogram();
    DrawIsolatedList();
}

void CitiesScreen::DrawHistogram()
{
    if (m_Histogram.empty())
        return;
    const cities::Params& p = m_LevelParams;
    ImGui::Spacing();
    ImGui::TextUnformatted("Steps to the nearest city");
    const float top = *std::max_element(m_Histogram.begin(), m_Histogram.end());
    int total = 0, weighted = 0;
    for (size_t i = 0; i < m_Histogram.size(); ++i)
    {
        total += static_cast<int>(m_Histogram[i]);
        weighted += static_cast<int>(m_Histogram[i]) * (p.min_distance + static_cast<int>(i));
    }
    char overlay[48];
    std::snprintf(overlay, sizeof(overlay), "mean %.2f", total > 0 ? static_cast<double>(weighted) / total : 0.0);
    ImGui::PlotHistogram("##nearest", m_Histogram.data(), static_cast<int>(m_Histogram.size()), 0, overlay, 0.0f,
                         top * 1.15f, ImVec2(ImGui::GetContentRegionAvail().x, 90.0f));
    TestHooks_RecordItem("histogram");
    // The bars' distances under them: s on the left, l on the right.
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const float bar = (max.x - min.x - 2.0f * ImGui::GetStyle().FramePadding.x) / static_cast<float>(m_Histogram.size());
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const int step = m_Histogram.size() > 12 ? static_cast<int>((m_Histogram.size() + 9) / 10) : 1;
    for (size_t i = 0; i < m_Histogram.size(); i += static_cast<size_t>(step))
    {
        char label[8];
        std::snprintf(label, sizeof(label), "%d", p.min_distance + static_cast<int>(i));
        const float w = ImGui::CalcTextSize(label).x;
        draw->AddText(ImVec2(min.x + ImGui::GetStyle().FramePadding.x + bar * (static_cast<float>(i) + 0.5f) - w * 0.5f, max.y + 2.0f),
                      colors::TextDim, label);
    }
    ImGui::Dummy(ImVec2(1.0f, ImGui::GetTextLineHeight() + 2.0f));
    if (IsolatedCount() > 0)
    {
        char text[96];
        std::snprintf(text, sizeof(text), "and %d with none within l", IsolatedCount());
        DimText(text);
    }
}

void CitiesScreen::DrawIsolatedList()
{
    const CitiesPicture* picture = m_View.Picture();
    if (picture->Isolated.empty())
        return;
    char heading[64];
    std::snprintf(heading, sizeof(heading), "Alone within l (%d)###isolated", static_cast<int>(picture->Isolated.size()));
    if (!ImGui::CollapsingHeader(heading))
        return;
    TestHooks_RecordItem("isolated");
    const int shown = std::min(static_cast<int>(picture->Isolated.size()), 50);
    for (int i = 0; i < shown; ++i)
    {
        const cities::Isolated& isolated = picture->Isolated[i];
        const int tile = picture->Cities[isolated.city];
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
        ImGui::TextWrapped("(%d, %d): %s", tile % picture->Map.width, tile / picture->Map.width, isolated.why.c_str());
        ImGui::PopStyleColor();
    }
    if (shown < static_cast<int>(picture->Isolated.size()))
        HelpText("\xE2\x80\xA6 and more: tap the map to find them.", "\xE2\x80\xA6 and more: hover the map to find them.");
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void CitiesScreen::DrawHud(const ScreenRect& rect)
{
    const CitiesPicture* picture = m_View.Picture();
    if (picture == nullptr)
        return;
    char cities_text[32];
    FormatCount(cities_text, sizeof(cities_text), picture->Cities.size());
    const int violations = Violations();
    const HudStat stats[] = {
        {"CITIES", cities_text, colors::TextMain},
        {"VIOLATIONS", std::to_string(violations), violations == 0 ? colors::Good : colors::Bad},
        {"ALONE", std::to_string(IsolatedCount()), IsolatedCount() == 0 ? colors::TextDim : colors::Warn},
    };
    DrawHudStats(rect, stats, 3);
}

void CitiesScreen::DrawViewButtons(const ScreenRect& field)
{
    // In the map's lower right corner, as on every board that zooms (board_camera.hpp).
    const float size = ImGui::GetFrameHeight();
    const float gap = 4.0f;
    const float fit_w = std::fmax(size, ImGui::CalcTextSize("Fit").x + 2.0f * ImGui::GetStyle().FramePadding.x);
    ImGui::SetCursorScreenPos(ZoomControlsOrigin(field, 2, fit_w));
    if (ImGui::Button("-", ImVec2(size, size)))
        m_View.ZoomBy(1.0f / 1.5f);
    TestHooks_RecordItem("zoom_out");
    ImGui::SameLine(0, gap);
    if (ImGui::Button("+", ImVec2(size, size)))
        m_View.ZoomBy(1.5f);
    TestHooks_RecordItem("zoom_in");
    ImGui::SameLine(0, gap);
    if (ImGui::Button("Fit", ImVec2(fit_w, size)))
        m_View.Fit();
    TestHooks_RecordItem("fit");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("The whole map (or double-click it)");
}

void CitiesScreen::DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect, Layout() == LayoutMode::Side);
    DrawHud(layout.Hud);
    if (m_View.Picture() == nullptr)
    {
        const bool making = m_Job == JobKind::Generate;
        DrawFieldMessage(layout.Field, making ? "Placing the first cities\xE2\x80\xA6" : "No map yet: press Generate.",
                         making, now);
    }
    else
    {
        m_View.Frame(layout.Field, actions, m_PopupShown != PopupKind::Progress);
        DrawViewButtons(layout.Field);
    }
    m_Notice.Draw(layout.Notice);
    if (Layout() == LayoutMode::Side && DrawLevelCodeBar(layout.Status, "Map", m_LevelCode))
        SetNotice(NoticeKind::Success, "Map code copied to the clipboard.");
}

}  // namespace pgw::app
