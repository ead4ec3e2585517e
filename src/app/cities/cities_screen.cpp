// cities_screen.cpp — see cities_screen.hpp.
//
// Index of this file:
// [SECTION] Construction, test hooks, links, autosave
// [SECTION] Jobs
// [SECTION] Commands
// [SECTION] Summary
// [SECTION] Panel
// [SECTION] Board area

#include "app/cities/cities_screen.hpp"

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>

#include "app/kit/board_camera.hpp"
#include "app/kit/kit_widgets.hpp"
#include "app/midend/form_params.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
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

std::unique_ptr<Screen> CreateCitiesScreen(const KindApi& api)
{
    return std::make_unique<CitiesScreen>(api);
}

CitiesScreen::CitiesScreen(const KindApi& api) : Screen(api)
{
    m_LevelNoun = "map";
    // The map is made again from its code; the seed text keeps the recipe link.
    m_SavedRecipe = SavedRecipe::Seed;
    // Open on a map, from a random seed: islands show what the rings do best.
    m_Form.width = 400;
    m_Form.height = 250;
    m_Form.terrain = cities::Terrain::Islands;
    GenerateRecipe(m_Form, random_seed_text());
}

void CitiesScreen::AddState(JsonObject& out) const
{
    std::string histogram;
    for (float count : m_Histogram)
        histogram += (histogram.empty() ? "" : ",") + std::to_string(static_cast<int>(count));
    const bool has = HasLevel();
    out.add("screen", "cities")
        .add("level", m_Origin.Code)
        .add("params", has ? cities::encode_params(m_LevelParams) : std::string())
        .add("cities", has ? static_cast<int>(m_View.Picture()->Cities.size()) : 0)
        .add("too_close", m_Check.too_close)
        .add("far", IsolatedCount())
        .add("isolated", has ? static_cast<int>(m_View.Picture()->Isolated.size()) : 0)
        .add("free_tiles", m_Check.free_tiles)
        .add("violations", has ? Violations() : 0)
        .add("ms", m_GenerateMs)
        .add("check_ms", m_CheckMs)
        .add("exported", m_Exported)
        .add_raw("histogram", "[" + histogram + "]");
    m_View.AddState(out);
}

void CitiesScreen::AddFormFields(FormParams& form)
{
    form.Number("width", &m_Form.width).Number("height", &m_Form.height);
    form.Number("min", &m_Form.min_distance).Number("max", &m_Form.max_distance).Number("neighbours", &m_Form.neighbours);
    form.Text("terrain", [this](const std::string& name) { return cities::terrain_named(name, m_Form.terrain); },
              "open, islands or mountains");
}

void CitiesScreen::PlayCode(const std::string& code)
{
    cities::Level level;
    std::string ignored;  // the midend has checked it with the kind's KindApi
    cities::decode_level(code, level, ignored);
    m_Form = level.params;
    StartGenerate(level, std::string());
}

void CitiesScreen::PlayRecipe(const std::string& params, const std::string& seed)
{
    std::string ignored;  // the midend has checked it with the kind's KindApi
    cities::decode_params(params, m_Form, ignored);
    GenerateRecipe(m_Form, seed);
}

void CitiesScreen::GenerateRecipe(const cities::Params& params, const std::string& seed_text)
{
    cities::Level level;
    level.params = params;
    level.seed = seed_from_text(seed_text);
    StartGenerate(level, seed_text);
}

bool CitiesScreen::LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error)
{
    cities::Level level;
    if (!cities::decode_level(saved.Code, level, *error))
        return false;
    const std::string seed = SavedField(saved.Extra, "seed");
    *apply = [this, level, seed] {
        m_Form = level.params;
        StartGenerate(level, !seed.empty() && seed_from_text(seed) == level.seed ? seed : std::string());
    };
    return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void CitiesScreen::StartGenerate(const cities::Level& level, const std::string& seed_text)
{
    const cities::Params& p = level.params;
    char detail[160];
    std::snprintf(detail, sizeof(detail), "%d×%d %s · s %d, l %d · seed %s", p.width, p.height,
                  cities::terrain_name(p.terrain), p.min_distance, p.max_distance,
                  seed_text.empty() ? "from the code" : seed_text.c_str());
    JobSpec spec{JobKind::Generate, detail, "Placing cities", "of the land settled"};
    StartJob<Placed>(std::move(spec), [level](Progress& progress) {
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
    }, [this, level, seed_text](Placed& placed) { OnPlaced(level, seed_text, placed); });
}

void CitiesScreen::OnPlaced(const cities::Level& level, const std::string& seed_text, Placed& placed)
{
    if (!placed.Picture)
        return;  // cancelled
    const cities::Params& p = level.params;
    m_LevelParams = p;
    m_Origin = LevelOrigin{cities::encode_level(level), cities::encode_params(p), seed_text, std::string()};
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
    GenerateRecipe(m_Form, FormSeed());
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
    for (char c : m_Origin.Seed)
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_')
            seed += c;
    name += "-" + (seed.empty() ? std::to_string(seed_from_text(m_Origin.Code) % 1000000) : seed) + ".png";
    std::replace(name.begin(), name.end(), '.', '-');
    name.replace(name.size() - 4, 4, ".png");
    Browser_DownloadPng(name.c_str(), pixels.data(), picture->Map.width * scale, picture->Map.height * scale);
    m_Exported = name;
    char text[160];
    std::snprintf(text, sizeof(text), "Saved %s (%d×%d px, %d px a tile).", name.c_str(), picture->Map.width * scale,
                  picture->Map.height * scale, scale);
    SetNotice(NoticeKind::Success, text);
}

//-----------------------------------------------------------------------------
// [SECTION] Summary
//-----------------------------------------------------------------------------

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

//-----------------------------------------------------------------------------
// [SECTION] Panel
//-----------------------------------------------------------------------------

void CitiesScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    BeginPanel("##cities_panel", rect);
    PanelColumns(rect, side, [this](bool) { DrawGenerateSection(); }, [this](bool) { DrawResultSection(); }, false);
    EndPanel(rect, side);
}

std::vector<QuickAction> CitiesScreen::QuickActions(double)
{
    return {
        {"New map", "new", !JobRunning(), [this] { GenerateRecipe(m_LevelParams, random_seed_text()); }},
    };
}

void CitiesScreen::DrawGenerateSection()
{
    SectionHeading("New map");
    if (BeginFormTable("##generate_form"))
    {
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

        DrawSeedRow();
        ImGui::EndTable();
    }

    if (GenerateRow(FormProblem(cities::check_params(m_Form)), JobRunning()))
        GenerateFromForm();
    DrawSeedUsedRow();
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
    ImGui::Text("%s cities on %d×%d %s", count, p.width, p.height, cities::terrain_name(p.terrain));
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
        ImGui::TextWrapped("%s %s", ok ? "✓" : "×", text);  // ✓ ×
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
        HelpText("… and more: tap the map to find them.", "… and more: hover the map to find them.");
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
        const bool making = m_Job.Is(JobKind::Generate);
        DrawFieldMessage(layout.Field, making ? "Placing the first cities…" : "No map yet: press Generate.",
                         making, now);
    }
    else
    {
        m_View.Frame(layout.Field, actions, PopupShown() != PopupKind::Progress);
        DrawViewButtons(layout.Field);
    }
    DrawBoardFooter(layout.Notice, layout.Status, "Map", m_Origin.Code);
}

}  // namespace pgw::app
