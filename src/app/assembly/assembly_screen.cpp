// assembly_screen.cpp — see assembly_screen.hpp.
//
// Index of this file:
// [SECTION] Construction, test hooks, links, autosave
// [SECTION] Source
// [SECTION] Jobs
// [SECTION] Panel
// [SECTION] Board area

#include "app/assembly/assembly_screen.hpp"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>

#include "app/kit/kit_widgets.hpp"
#include "app/midend/form_params.hpp"
#include "app/midend/screen_kit.hpp"
#include "app/platform/browser.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "assembly/fixtures.hpp"
#include "assembly/parser.hpp"
#include "assembly/text.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "core/rng.hpp"
#include "imgui.h"

namespace pgw::app {

using namespace pgw::assembly;

namespace {

constexpr int kDeadEndsKept = 200;
constexpr std::size_t kMaxText = kMaxPastedText;  // the editor's buffer; the largest fixture is 16 kB

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] Construction, test hooks, links, autosave
//-----------------------------------------------------------------------------

std::unique_ptr<Screen> CreateAssemblyScreen(const KindApi& api)
{
    return std::make_unique<AssemblyScreen>(api);
}

AssemblyScreen::AssemblyScreen(const KindApi& api) : Screen(api)
{
    m_GenerateTitle = "Assembly";
    m_LevelNoun = "map";
    // The code holds the map; its recipe and seed are not kept (as before the midend).
    m_SavedRecipe = SavedRecipe::Nothing;
    OpenFixture("forest");
    StartAssemble(random_seed_text());
}

void AssemblyScreen::AddState(JsonObject& out) const
{
    const Assembly* shown = m_Ump && m_Assembly >= 0 ? &m_Ump->assemblies[m_Assembly] : nullptr;
    JsonArray diagnostics;
    for (const Diagnostic& d : m_Diagnostics)
        diagnostics.add(describe(d));
    out.add("screen", "assembly")
        .add("file", m_FileName)
        .add("pasted", m_Pasted)
        .add("parsed", m_Ump != nullptr)
        .add("assembly", shown != nullptr ? shown->name : std::string())
        .add("assemblies", m_Ump ? static_cast<int>(m_Ump->assemblies.size()) : 0)
        .add("level", m_Origin.Code)
        .add("no_link", m_Origin.NoLink)
        .add("ok", m_HasRun && m_Run.ok)
        .add("verdict", m_HasRun ? run_verdict(m_Run) : std::string())
        .add("strict", m_Strict)
        .add("warnings", m_HasRun ? static_cast<int>(m_Run.result.warnings.size()) : 0)
        .add("reason", m_HasRun && !m_Run.result.ok ? m_Run.result.reason : std::string())
        .add("exhaustive", m_HasRun && m_Run.result.exhaustive)
        .add("tiles", m_HasRun ? static_cast<int>(m_Run.result.placed.size()) : 0)
        .add("dead_ends", m_HasRun ? static_cast<int>(m_Run.result.dead_ends.size()) : 0)
        .add("dead_end", m_DeadEnd)
        .add("dead_end_reason", m_HasRun && m_DeadEnd >= 0 ? m_Run.result.dead_ends[m_DeadEnd].reason : std::string())
        .add("hover_x", m_View.HoverX())
        .add("hover_y", m_View.HoverY())
        .add("hover_warnings", HoverWarnings())
        .add("editor", m_EditorOpen)
        .add("parse_failed", m_ParseFailed)
        .add("diagnostics", diagnostics);
}

void AssemblyScreen::AddFormFields(FormParams& form)
{
    form.Text("file", [this](const std::string& name) {
        if (find_fixture(name) == nullptr)
            return false;
        OpenFixture(name);
        return true;
    }, "the name of a map file (city, farm, forest, …)");
    // Fields apply in name order; the assembly belongs to the file, so it is chosen after.
    auto wanted = std::make_shared<std::string>();
    form.Text("assembly", [wanted](const std::string& name) {
        *wanted = name;
        return true;
    }, "an assembly's name");
    form.Text("text", [this](const std::string& text) {
        std::snprintf(m_EditBuffer.data(), m_EditBuffer.size(), "%s", text.c_str());
        m_EditorOpen = true;
        return text.size() < kMaxText;
    }, "a .ump text shorter than 64 kB (then press Use text)");
    form.Flag("strict", &m_Strict);
    form.Then([this, wanted] {
        const int index = m_Ump && !wanted->empty() ? m_Ump->find_assembly(*wanted) : -1;
        if (index >= 0)
            SelectAssembly(index);
        return index >= 0 || wanted->empty() ? std::string() : "assembly: '" + *wanted + "' is not in " + m_FileName;
    });
}

void AssemblyScreen::PlayCode(const std::string& code)
{
    Level level;
    std::string ignored;  // the midend has checked it with the kind's KindApi
    decode_level(code, level, ignored);
    // The code holds the map itself: no search is needed to show it.
    OpenSource(level.recipe);
    SelectAssembly(m_Ump->find_assembly(level.recipe.assembly));
    // A code's map is the game's way (a strict run makes the same map).
    m_Shown = MapSource{m_Ump, level.recipe.fixture, level.recipe.text, m_Assembly, level.recipe.cvars, false, level.seed};
    m_Run = Run();
    m_Run.ok = m_Run.result.ok = true;
    m_Run.result.placed = level.placed;
    m_Run.result.warnings = level_warnings(level);
    m_HasRun = true;
    m_Origin = LevelOrigin{code, std::string(), std::string(), std::string()};
    m_DeadEnd = -1;
    const std::size_t warnings = m_Run.result.warnings.size();
    SetNotice(NoticeKind::Info, "Opened the shared map: " + std::to_string(level.placed.size()) + " tiles, verified" +
                                    (warnings == 0 ? std::string(".")
                                                   : ", as the game assembles it, with " + std::to_string(warnings) +
                                                         (warnings == 1 ? " warning." : " warnings.")));
}

void AssemblyScreen::PlayRecipe(const std::string& params, const std::string& seed)
{
    Recipe recipe;
    std::string ignored;  // the midend has checked it with the kind's KindApi
    decode_params(params, recipe, ignored);
    OpenSource(recipe);
    SelectAssembly(m_Ump->find_assembly(recipe.assembly));
    for (std::size_t i = 0; i < m_Cvars.size(); ++i)
    {
        const auto set = recipe.cvars.find(m_Cvars[i].first);
        std::snprintf(m_CvarFields[i].data(), m_CvarFields[i].size(), "%s",
                      set != recipe.cvars.end() ? set->second.c_str() : "");
    }
    m_Strict = recipe.strict;
    StartAssemble(seed);
}

Screen::SaveParts AssemblyScreen::SavedParts() const
{
    // Pasted text is kept whole, so nothing typed is lost on a reload (the
    // level code holds it too, but only when it is small enough for a link).
    SaveParts parts;
    if (m_Pasted)
        AddSavedField(parts.Extra, "text", m_Text);
    if (m_EditorOpen)
        AddSavedField(parts.Extra, "editing", m_EditBuffer.data());
    return parts;
}

bool AssemblyScreen::LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error)
{
    Level level;
    if (!saved.Code.empty() && !decode_level(saved.Code, level, *error))
        return false;
    const std::string text = SavedField(saved.Extra, "text");
    const std::string editing = SavedField(saved.Extra, "editing");
    *apply = [this, code = saved.Code, text, editing] {
        if (!code.empty())
            OpenCode(code);
        // The text in use may be newer than the map's (pasted after it was made).
        if (!text.empty() && !(m_Pasted && m_Text == text))
        {
            CancelJob(false);
            ParseText(text, kPastedFile);
        }
        if (!editing.empty() && editing.size() < kMaxText)
        {
            std::snprintf(m_EditBuffer.data(), m_EditBuffer.size(), "%s", editing.c_str());
            m_EditorOpen = true;
        }
    };
    return true;
}

//-----------------------------------------------------------------------------
// [SECTION] Source
//-----------------------------------------------------------------------------

void AssemblyScreen::OpenFixture(const std::string& name)
{
    const Fixture* fixture = find_fixture(name);
    if (fixture == nullptr)
        return;
    ParseText(std::string(fixture->text), name);
}

// A decoded recipe's map file: decoding parsed it already, so this parses too.
void AssemblyScreen::OpenSource(const Recipe& recipe)
{
    if (recipe.text.empty())
        OpenFixture(recipe.fixture);
    else
        ParseText(recipe.text, kPastedFile);
}

Recipe AssemblyScreen::RunRecipe() const
{
    return Recipe{m_Shown.File, m_Shown.Text, m_Shown.Ump->assemblies[m_Shown.Assembly].name, m_Shown.Cvars, m_Shown.Strict};
}

bool AssemblyScreen::ParseText(const std::string& text, const std::string& file)
{
    auto ump = std::make_shared<Ump>();
    Diagnostic error;
    const bool pasted = file == kPastedFile;
    const bool ok = parse_ump(text, pasted ? "pasted.ump" : file + ".ump", fixture_loader, *ump, error);
    m_Diagnostics.clear();
    m_ParseFailed = !ok;
    if (!ok)
    {
        // The file in use stays; the editor shows what is wrong with the new text.
        m_Diagnostics.push_back(error);
        SetNotice(NoticeKind::Error, "The text does not parse: " + describe(error));
        return false;
    }
    m_Diagnostics = ump->warnings;
    m_FileName = file;
    m_Pasted = pasted;
    m_Text = text;
    m_Ump = std::move(ump);
    m_EditBuffer.assign(kMaxText, 0);
    std::snprintf(m_EditBuffer.data(), m_EditBuffer.size(), "%s", text.c_str());
    SelectAssembly(m_Ump->assemblies.empty() ? -1 : 0);
    if (m_Ump->assemblies.empty())
        SetNotice(NoticeKind::Warning, "This file defines no assemblies: it can only be extended.");
    return true;
}

void AssemblyScreen::SelectAssembly(int index)
{
    m_Assembly = index;
    m_Cvars.clear();
    m_CvarFields.clear();
    if (index < 0)
        return;
    // The cvars the assembly reads, each once, with its default tile.
    const Assembly& a = m_Ump->assemblies[index];
    const auto add = [&](const TileRef& ref) {
        if (ref.kind != TileRef::Kind::Cvar)
            return;
        for (const auto& known : m_Cvars)
            if (known.first == ref.name)
                return;
        m_Cvars.emplace_back(ref.name, m_Ump->tiles[ref.index].id);
        m_CvarFields.emplace_back(64, 0);
    };
    for (const CountEntry& entry : a.counts)
        add(entry.ref);
    for (const FixEntry& entry : a.fixes)
        add(entry.ref);
}

//-----------------------------------------------------------------------------
// [SECTION] Jobs
//-----------------------------------------------------------------------------

void AssemblyScreen::StartAssemble(const std::string& seed_text)
{
    CloseSheet();  // the new level is what the player wants to see
    if (!m_Ump || m_Assembly < 0)
        return;
    Cvars cvars;
    for (std::size_t i = 0; i < m_Cvars.size(); ++i)
        if (m_CvarFields[i][0] != 0)
            cvars[m_Cvars[i].first] = m_CvarFields[i].data();
    const MapSource source{m_Ump, m_FileName, m_Pasted ? m_Text : std::string(), m_Assembly, cvars, m_Strict,
                           seed_from_text(seed_text)};
    const Assembly& a = m_Ump->assemblies[m_Assembly];
    JobSpec spec{JobKind::Generate,
                 m_FileName + " · " + a.name + " · " + std::to_string(a.width) + "×" +
                     std::to_string(a.height) + " · seed " + seed_text,
                 "Assembling the map", "of the map covered, at the deepest"};
    StartJob<Run>(std::move(spec), [source](Progress& progress) {
        SearchLimits limits;
        limits.max_dead_ends = kDeadEndsKept;
        return run_assembly(*source.Ump, source.Ump->assemblies[source.Assembly], source.Cvars, false, source.Seed,
                            progress, limits, source.Strict ? Mode::Strict : Mode::Engine);
    }, [this, source, seed_text](Run& run) { OnAssembled(source, seed_text, run); });
}

void AssemblyScreen::OnAssembled(const MapSource& source, const std::string& seed_text, Run& run)
{
    if (run.result.cancelled)
        return;
    if (!run.error.empty())
    {
        SetNotice(NoticeKind::Error, run.error);
        return;
    }
    m_Run = std::move(run);
    m_HasRun = true;
    m_Shown = source;
    m_DeadEnd = -1;
    m_Origin = LevelOrigin{std::string(), std::string(), seed_text, std::string()};
    const std::string no_link = m_Shown.Text.empty() ? std::string() : pasted_link_problem(m_Shown.Text);
    if (!no_link.empty())
        m_Origin.NoLink = "No link: " + no_link + ". Share the .ump text itself.";
    else if (m_Run.ok)
    {
        Level level;
        level.recipe = RunRecipe();
        level.seed = m_Shown.Seed;
        level.replans = m_Run.replans;
        level.placed = m_Run.result.placed;
        m_Origin.Code = encode_level(level);
        m_Origin.Params = encode_params(level.recipe);
    }
    // The verdict ("Assembled as the game does, with 24 warnings"), capitalised, and what it took.
    std::string text = run_verdict(m_Run);
    if (!text.empty())
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    if (m_Run.ok)
    {
        char done[160];
        std::snprintf(done, sizeof(done), ": %d tiles in %.1f ms, %llu placements tried; the verifier agrees.",
                      static_cast<int>(m_Run.result.placed.size()), m_Run.ms,
                      static_cast<unsigned long long>(m_Run.nodes));
        text += done;
    }
    SetNotice(!m_Run.ok ? NoticeKind::Error : m_Run.result.warnings.empty() ? NoticeKind::Success : NoticeKind::Warning,
              text);
}

//-----------------------------------------------------------------------------
// [SECTION] Panel
//-----------------------------------------------------------------------------

std::string AssemblyScreen::LevelSummary() const
{
    if (!m_HasRun || !m_Shown.Ump || m_Shown.Assembly < 0)
        return "Assembly: no map yet.";
    const assembly::Assembly& a = m_Shown.Ump->assemblies[static_cast<size_t>(m_Shown.Assembly)];
    char text[200];
    if (m_Run.ok)
        std::snprintf(text, sizeof(text), "Assembly map, %s %s, %d by %d squares, %d tiles.", m_Shown.File.c_str(),
                      a.name.c_str(), a.width, a.height, static_cast<int>(m_Run.result.placed.size()));
    else
        std::snprintf(text, sizeof(text), "Assembly, %s %s: no map. %s", m_Shown.File.c_str(), a.name.c_str(),
                      m_Run.result.reason.c_str());
    return text;
}

std::string AssemblyScreen::AnnouncedLevel() const
{
    return m_HasRun ? m_Shown.File + "/" + m_Origin.Seed + "/" + m_Origin.Code : std::string();
}

void AssemblyScreen::DrawPanel(const ScreenRect& rect, bool side)
{
    BeginPanel("##assembly_panel", rect);
    DrawSourceSection();
    DrawAssembleSection();
    DrawWarningsSection();
    DrawDeadEndSection();
    EndPanel(rect, side);
}

std::vector<QuickAction> AssemblyScreen::QuickActions(double)
{
    return {
        {"New map", "new", !JobRunning() && m_Ump != nullptr, [this] { StartAssemble(random_seed_text()); }},
    };
}

void AssemblyScreen::DrawSourceSection()
{
    SectionHeading("Map file");
    ImGui::SetNextItemWidth(-FLT_MIN);
    const std::string current = m_Pasted ? "(pasted text)" : m_FileName + ".ump";
    if (BeginFormCombo("##file", current.c_str(), "Map file"))
    {
        for (const Fixture& fixture : fixtures())
            if (ImGui::Selectable((std::string(fixture.name) + ".ump").c_str(), !m_Pasted && m_FileName == fixture.name))
                OpenFixture(fixture.name);
        EndFormCombo();
    }
    TestHooks_RecordItem("file");
    if (KitButton(m_EditorOpen ? "Hide the text" : "Edit or paste text", "edit_text", true, ImVec2(-FLT_MIN, 0)))
        m_EditorOpen = !m_EditorOpen;
    if (m_EditorOpen)
        DrawEditor();
    else
        for (const Diagnostic& d : m_Diagnostics)
        {
            ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Warn).Value);
            ImGui::TextWrapped("%d:%d %s", d.where.line, d.where.column, d.message.c_str());
            ImGui::PopStyleColor();
        }
}

void AssemblyScreen::DrawEditor()
{
    // The text field is as tall as its text, inside a child that scrolls, so
    // the gutter beside it (line numbers, and a dot on each line with an
    // error, red, or a warning, amber) stays aligned with its lines.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float line_height = ImGui::GetTextLineHeight();
    const int lines = 1 + static_cast<int>(std::count(m_EditBuffer.data(), m_EditBuffer.data() + std::strlen(m_EditBuffer.data()), '\n'));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::BeginChild("##ump_editor", ImVec2(-FLT_MIN, 280.0f), true, ImGuiWindowFlags_HorizontalScrollbar);
    ImGui::PopStyleVar();
    const float gutter = ImGui::CalcTextSize("0000").x + 12.0f;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + gutter);
    const float width = std::fmax(ImGui::GetContentRegionAvail().x, 420.0f);
    ImGui::InputTextMultiline("##ump_text", m_EditBuffer.data(), m_EditBuffer.size(),
                              ImVec2(width, (lines + 1) * line_height + style.FramePadding.y * 2.0f),
                              ImGuiInputTextFlags_AllowTabInput);
    TestHooks_RecordItem("ump_text");
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float top = origin.y + style.FramePadding.y;
    for (int line = 1; line <= lines; ++line)
    {
        char number[16];
        std::snprintf(number, sizeof(number), "%d", line);
        const float y = top + (line - 1) * line_height;
        draw->AddText(ImVec2(origin.x + gutter - 8.0f - ImGui::CalcTextSize(number).x, y), colors::TextDim, number);
    }
    for (std::size_t i = 0; i < m_Diagnostics.size(); ++i)
    {
        const int line = m_Diagnostics[i].where.line;
        if (line < 1 || line > lines || m_Diagnostics[i].where.file.rfind(m_ParseFailed ? "pasted" : m_FileName, 0) != 0)
            continue;
        // In the gutter: the text field is a child window, drawn over anything behind it.
        const ImU32 color = i == 0 && m_ParseFailed ? colors::Bad : colors::Warn;
        const float y = top + (line - 1) * line_height;
        draw->AddCircleFilled(ImVec2(origin.x + 6.0f, y + line_height * 0.5f), 4.0f, color);
    }
    ImGui::EndChild();
    if (KitButton("Use text", "use_text", true, ImVec2(-FLT_MIN, 0), true) && ParseText(m_EditBuffer.data(), kPastedFile))
        SetNotice(NoticeKind::Success, "The text parses: " + std::to_string(m_Ump->assemblies.size()) + " assemblies, " +
                                           std::to_string(m_Ump->tiles.size()) + " tiles.");
    // Errors and warnings by line: the first is the error when there is one.
    for (std::size_t i = 0; i < m_Diagnostics.size(); ++i)
    {
        const Diagnostic& d = m_Diagnostics[i];
        const bool error = i == 0 && m_ParseFailed;
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(error ? colors::Bad : colors::Warn).Value);
        ImGui::TextWrapped("%s line %d, column %d: %s", error ? "×" : "!", d.where.line, d.where.column,
                           d.message.c_str());
        ImGui::PopStyleColor();
    }
}

void AssemblyScreen::DrawAssembleSection()
{
    SectionHeading("Assemble");
    if (!m_Ump || m_Ump->assemblies.empty())
    {
        DimText("No assembly to run.");
        return;
    }
    if (BeginFormTable("##assemble_form"))
    {
        FormLabel("Assembly");
        ImGui::SetNextItemWidth(-FLT_MIN);
        const Assembly& a = m_Ump->assemblies[m_Assembly];
        const std::string label = a.name + "  " + std::to_string(a.width) + "×" + std::to_string(a.height);
        if (BeginFormCombo("##assembly", label.c_str(), "Assembly"))
        {
            for (std::size_t i = 0; i < m_Ump->assemblies.size(); ++i)
            {
                const Assembly& other = m_Ump->assemblies[i];
                const std::string item = other.name + "  " + std::to_string(other.width) + "×" +
                                         std::to_string(other.height);
                if (ImGui::Selectable(item.c_str(), static_cast<int>(i) == m_Assembly))
                    SelectAssembly(static_cast<int>(i));
            }
            EndFormCombo();
        }
        TestHooks_RecordItem("assembly");
        for (std::size_t i = 0; i < m_Cvars.size(); ++i)
        {
            FormLabel(("*" + m_Cvars[i].first).c_str());
            ImGui::SetNextItemWidth(-FLT_MIN);
            ImGui::PushID(static_cast<int>(i));
            ImGui::InputTextWithHint("##cvar", m_Cvars[i].second.c_str(), m_CvarFields[i].data(), m_CvarFields[i].size());
            ImGui::PopID();
        }
        DrawSeedRow();
        ImGui::EndTable();
    }
    // The whole row: the label is longer than the form's field column.
    ImGui::Checkbox("Strict (refuse disagreements)", &m_Strict);
    TestHooks_RecordItem("strict");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Refuse a file whose fixed tiles break the fit rule or leave squares open. Unticked, it is "
                          "assembled as the game does, with a warning for each such place.");
    if (GenerateRow(true, JobRunning(), "Assemble", "assemble"))
        StartAssemble(FormSeed());
    DrawSeedUsedRow();
}

void AssemblyScreen::DrawWarningsSection()
{
    m_HoverWarning = -1;
    if (!m_HasRun || m_Run.result.warnings.empty())
        return;
    const std::vector<Warning>& warnings = m_Run.result.warnings;
    SectionHeading(("Warnings (" + std::to_string(warnings.size()) + ")").c_str());
    DimText("The file disagrees with itself here; the game assembles it anyway. Each is marked on its square "
            "(hover one to outline it).");
    const float line = ImGui::GetTextLineHeightWithSpacing();
    ImGui::BeginChild("##warnings", ImVec2(-FLT_MIN, std::fmin(220.0f, line * 2.2f * static_cast<float>(warnings.size()))),
                      true);
    for (std::size_t i = 0; i < warnings.size(); ++i)
    {
        ImGui::BeginGroup();
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Warn).Value);
        ImGui::Text("%d, %d", warnings[i].x, warnings[i].y);
        ImGui::PopStyleColor();
        ImGui::SameLine();
        ImGui::TextWrapped("%s", warnings[i].text.c_str());
        ImGui::EndGroup();
        if (ImGui::IsItemHovered())
            m_HoverWarning = static_cast<int>(i);
    }
    ImGui::EndChild();
    TestHooks_RecordItem("warnings");
}

int AssemblyScreen::HoverWarnings() const
{
    if (!m_HasRun || m_DeadEnd >= 0)
        return 0;
    return static_cast<int>(std::count_if(m_Run.result.warnings.begin(), m_Run.result.warnings.end(),
                                          [this](const Warning& w) { return w.x == m_View.HoverX() && w.y == m_View.HoverY(); }));
}

void AssemblyScreen::DrawDeadEndSection()
{
    if (!m_HasRun || m_Run.result.dead_ends.empty())
        return;
    SectionHeading("Dead ends");
    const int count = static_cast<int>(m_Run.result.dead_ends.size());
    char line[160];
    std::snprintf(line, sizeof(line), "The search gave up %d branch%s%s.", count, count == 1 ? "" : "es",
                  count >= kDeadEndsKept ? " (the first ones are kept)" : "");
    DimText(line);
    const float w = RowButtonWidth(3);
    if (KitButton("← Back", "dead_end_prev", m_DeadEnd > 0 || m_DeadEnd == -1, ImVec2(w, 0)))  // ←
        m_DeadEnd = m_DeadEnd < 0 ? count - 1 : m_DeadEnd - 1;
    ImGui::SameLine();
    if (KitButton(m_DeadEnd < 0 ? "Map" : "Show map", "dead_end_map", true, ImVec2(w, 0)))
        m_DeadEnd = -1;
    ImGui::SameLine();
    if (KitButton("Next →", "dead_end_next", m_DeadEnd < count - 1, ImVec2(w, 0)))  // →
        ++m_DeadEnd;
    if (m_DeadEnd >= 0)
    {
        const DeadEnd& d = m_Run.result.dead_ends[m_DeadEnd];
        std::snprintf(line, sizeof(line), "Dead end %d of %d, at placement %llu:", m_DeadEnd + 1, count,
                      static_cast<unsigned long long>(d.node));
        ImGui::TextUnformatted(line);
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Bad).Value);
        ImGui::TextWrapped("%s", d.reason.c_str());
        ImGui::PopStyleColor();
    }
}

//-----------------------------------------------------------------------------
// [SECTION] Board area
//-----------------------------------------------------------------------------

void AssemblyScreen::DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now)
{
    const BoardAreaLayout layout = LayoutBoardArea(rect, Layout() == LayoutMode::Side);
    if (!m_HasRun)
    {
        DrawFieldMessage(layout.Field, JobRunning() ? "Assembling the first map…" : "No map yet.",
                         JobRunning(), now);
    }
    else
    {
        AssemblyMapLook shown;
        shown.Placed = &m_Run.result.placed;
        shown.Warnings = &m_Run.result.warnings;
        if (m_DeadEnd >= 0)
        {
            const DeadEnd& d = m_Run.result.dead_ends[m_DeadEnd];
            shown.Placed = &d.placed;
            shown.MarkX = d.x;
            shown.MarkY = d.y;
            shown.Warnings = nullptr;
        }
        shown.HoverWarning = m_HoverWarning;
        const Assembly& a = m_Shown.Ump->assemblies[m_Shown.Assembly];
        const std::vector<int> owner = AssemblyOwners(*m_Shown.Ump, a.width, a.height, *shown.Placed);
        const int covered = static_cast<int>(std::count_if(owner.begin(), owner.end(), [](int o) { return o >= 0; }));
        const HudStat stats[] = {
            {"TILES", std::to_string(shown.Placed->size()), colors::TextMain},
            {"SQUARES", std::to_string(covered) + " / " + std::to_string(a.width * a.height),
             covered == a.width * a.height ? colors::Good : colors::Warn},
            {"MAP", a.name, colors::TextDim},
        };
        DrawHudStats(layout.Hud, stats, 3);
        m_View.ShowMap(m_Shown.File + "/" + m_Origin.Seed + "/" + a.name);
        m_View.Frame(layout.Field, *m_Shown.Ump, a, shown, owner, actions);
    }
    DrawBoardFooter(layout.Notice, layout.Status, "Map", m_Origin.Code);
}

}  // namespace pgw::app
