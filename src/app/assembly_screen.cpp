// assembly_screen.cpp — see assembly_screen.hpp.
//
// Index of this file:
// [SECTION] Construction, test hooks, links, autosave
// [SECTION] Source
// [SECTION] Jobs
// [SECTION] Panel
// [SECTION] Board area

#include "app/assembly_screen.hpp"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>

#include "app/browser.hpp"
#include "app/job_popup.hpp"
#include "app/test_hooks.hpp"
#include "app/theme.hpp"
#include "app/ui_items.hpp"
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

// A tile's colour: its index spread around the hue circle, muted.
ImU32 TileColor(int tile)
{
    const float hue = std::fmod(static_cast<float>(tile) * 0.618034f, 1.0f);
    float r, g, b;
    ImGui::ColorConvertHSVtoRGB(hue, 0.45f, 0.62f, r, g, b);
    return ImGui::ColorConvertFloat4ToU32(ImVec4(r, g, b, 1.0f));
}

// "+nature_01" → "nature_01", "mansion/mansion_main" → "mansion_main": what fits on a tile.
std::string ShortName(const std::string& id)
{
    std::string name = id.substr(id.find_last_of('/') == std::string::npos ? 0 : id.find_last_of('/') + 1);
    return !name.empty() && name[0] == '+' ? name.substr(1) : name;
}

// Which placement covers each map square (grid cells, (W+2)×(H+2)), -1 for none.
std::vector<int> Owners(const Ump& ump, int width, int height, const std::vector<Placement>& placed)
{
    std::vector<int> owner(static_cast<std::size_t>(width + 2) * (height + 2), -1);
    for (std::size_t i = 0; i < placed.size(); ++i)
    {
        const Tile& tile = ump.tiles[placed[i].tile];
        for (int ty = 0; ty < tile.height; ++ty)
            for (int tx = 0; tx < tile.width; ++tx)
            {
                const int x = placed[i].x + tx, y = placed[i].y + ty;
                if ((tile.at(tx, ty) & kSolid) && x >= 1 && y >= 1 && x <= width && y <= height)
                    owner[static_cast<std::size_t>(y) * (width + 2) + x] = static_cast<int>(i);
            }
    }
    return owner;
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] Construction, test hooks, links, autosave
//-----------------------------------------------------------------------------

std::unique_ptr<Screen> CreateAssemblyScreen()
{
    return std::make_unique<AssemblyScreen>();
}

AssemblyScreen::AssemblyScreen()
{
    OpenFixture("forest");
    StartAssemble(random_seed_text());
}

std::string AssemblyScreen::StateJson() const
{
    const Assembly* shown = m_Ump && m_Assembly >= 0 ? &m_Ump->assemblies[m_Assembly] : nullptr;
    std::string diagnostics;
    for (const Diagnostic& d : m_Diagnostics)
        diagnostics += (diagnostics.empty() ? "" : ",") + json_quote(describe(d));
    JsonObject fields;
    fields.add("screen", "assembly")
        .add("file", m_FileName)
        .add("pasted", m_Pasted)
        .add("parsed", m_Ump != nullptr)
        .add("assembly", shown != nullptr ? shown->name : std::string())
        .add("assemblies", m_Ump ? static_cast<int>(m_Ump->assemblies.size()) : 0)
        .add("level", m_LevelCode)
        .add("no_link", m_NoLink)
        .add("seed", m_SeedUsed)
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
        .add("hover_x", m_HoverX)
        .add("hover_y", m_HoverY)
        .add("hover_warnings", HoverWarnings())
        .add("editor", m_EditorOpen)
        .add("parse_failed", m_ParseFailed)
        .add("job", JobKindName(m_Job))
        .add("popup", PopupKindName(m_PopupShown))
        .add("notice", m_Notice.Text());
    std::string out = fields.str();
    out.pop_back();
    out += ",\"diagnostics\":[" + diagnostics + "]," + ProgressJsonFields(m_AssembleJob.progress()) + "}";
    return out;
}

bool AssemblyScreen::SetParams(const ParamMap& params, std::string* error)
{
    FormParams form;
    form.Text("file", [this](const std::string& name) {
        if (find_fixture(name) == nullptr)
            return false;
        OpenFixture(name);
        return true;
    }, "the name of a map file (city, farm, forest, …)");
    // Fields apply in name order; the assembly belongs to the file, so it is chosen after.
    std::string wanted;
    form.Text("assembly", [&wanted](const std::string& name) {
        wanted = name;
        return true;
    }, "an assembly's name");
    form.Text("text", [this](const std::string& text) {
        std::snprintf(m_EditBuffer.data(), m_EditBuffer.size(), "%s", text.c_str());
        m_EditorOpen = true;
        return text.size() < kMaxText;
    }, "a .ump text shorter than 64 kB (then press Use text)");
    form.Seed(m_SeedField, sizeof(m_SeedField));
    form.Flag("strict", &m_Strict);
    bool ok = form.Apply(params, error);
    if (!wanted.empty())
    {
        const int index = m_Ump ? m_Ump->find_assembly(wanted) : -1;
        if (index >= 0)
            SelectAssembly(index);
        else
        {
            if (error != nullptr)
                *error += (error->empty() ? "" : "; ") + std::string("assembly: '") + wanted + "' is not in " + m_FileName;
            ok = false;
        }
    }
    return ok;
}

ShareInfo AssemblyScreen::Share() const
{
    ShareInfo info;
    info.Code = m_LevelCode;
    info.NoLink = m_NoLink;
    if (!m_LevelCode.empty() && !m_SeedUsed.empty())
    {
        info.Params = encode_params(RunRecipe());
        info.Seed = m_SeedUsed;
    }
    return info;
}

void AssemblyScreen::OpenCode(const std::string& code)
{
    Level level;
    std::string error;
    if (!decode_level(code, level, error))
    {
        SetNotice(NoticeKind::Error, "That map code cannot be opened: " + error);
        return;
    }
    // The code holds the map itself: no search is needed to show it.
    CancelJob(false);
    OpenSource(level.recipe);
    SelectAssembly(m_Ump->find_assembly(level.recipe.assembly));
    m_RunUmp = m_Ump;
    m_RunFile = level.recipe.fixture;
    m_RunText = level.recipe.text;
    m_RunAssembly = m_Assembly;
    m_RunCvars = level.recipe.cvars;
    m_RunStrict = false;  // a code's map is the game's way (a strict run makes the same map)
    m_NoLink.clear();
    m_Run = Run();
    m_Run.ok = m_Run.result.ok = true;
    m_Run.result.placed = level.placed;
    m_Run.result.warnings = level_warnings(level);
    m_HasRun = true;
    m_SeedUsed.clear();
    m_SeedValue = level.seed;
    m_LevelCode = code;
    m_DeadEnd = -1;
    const std::size_t warnings = m_Run.result.warnings.size();
    SetNotice(NoticeKind::Info, "Opened the shared map: " + std::to_string(level.placed.size()) + " tiles, verified" +
                                    (warnings == 0 ? std::string(".")
                                                   : ", as the game assembles it, with " + std::to_string(warnings) +
                                                         (warnings == 1 ? " warning." : " warnings.")));
}

void AssemblyScreen::OpenRecipe(const std::string& params, const std::string& seed)
{
    Recipe recipe;
    std::string error;
    if (!decode_params(params, recipe, error))
    {
        SetNotice(NoticeKind::Error, "That recipe cannot be opened: " + error);
        return;
    }
    OpenSource(recipe);
    SelectAssembly(m_Ump->find_assembly(recipe.assembly));
    for (std::size_t i = 0; i < m_Cvars.size(); ++i)
    {
        const auto set = recipe.cvars.find(m_Cvars[i].first);
        std::snprintf(m_CvarFields[i].data(), m_CvarFields[i].size(), "%s",
                      set != recipe.cvars.end() ? set->second.c_str() : "");
    }
    std::snprintf(m_SeedField, sizeof(m_SeedField), "%s", seed.c_str());
    m_Strict = recipe.strict;
    StartAssemble(seed);
}

SavedGame AssemblyScreen::Save() const
{
    // Pasted text is kept whole, so nothing typed is lost on a reload (the
    // level code holds it too, but only when it is small enough for a link).
    SavedGame saved;
    saved.Code = m_LevelCode;
    if (m_Pasted)
        AddSavedField(saved.Extra, "text", m_Text);
    if (m_EditorOpen)
        AddSavedField(saved.Extra, "editing", m_EditBuffer.data());
    return saved;
}

bool AssemblyScreen::Restore(const SavedGame& saved, std::string* error)
{
    Level level;
    if (!saved.Code.empty() && !decode_level(saved.Code, level, *error))
        return false;
    const std::string text = SavedField(saved.Extra, "text");
    const std::string editing = SavedField(saved.Extra, "editing");
    if (!saved.Code.empty())
        OpenCode(saved.Code);
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
    return Recipe{m_RunFile, m_RunText, m_RunUmp->assemblies[m_RunAssembly].name, m_RunCvars, m_RunStrict};
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
    CancelJob(false);
    Cvars cvars;
    for (std::size_t i = 0; i < m_Cvars.size(); ++i)
        if (m_CvarFields[i][0] != 0)
            cvars[m_Cvars[i].first] = m_CvarFields[i].data();
    m_Job = JobKind::Generate;
    m_JobStart = ImGui::GetTime();
    m_JobUmp = m_Ump;
    m_JobFile = m_FileName;
    m_JobText = m_Pasted ? m_Text : std::string();
    m_JobAssembly = m_Assembly;
    m_JobCvars = cvars;
    m_JobStrict = m_Strict;
    m_JobSeed = seed_text;
    m_JobSeedValue = seed_from_text(seed_text);
    const Assembly& a = m_Ump->assemblies[m_Assembly];
    m_JobDetail = m_FileName + " \xC2\xB7 " + a.name + " \xC2\xB7 " + std::to_string(a.width) + "\xC3\x97" +
                  std::to_string(a.height) + " \xC2\xB7 seed " + seed_text;
    const std::shared_ptr<const Ump> ump = m_Ump;
    const int index = m_Assembly;
    const std::uint64_t seed = m_JobSeedValue;
    const Mode mode = m_Strict ? Mode::Strict : Mode::Engine;
    const bool started = m_AssembleJob.start([ump, index, cvars, seed, mode](Progress& progress) {
        SearchLimits limits;
        limits.max_dead_ends = kDeadEndsKept;
        return run_assembly(*ump, ump->assemblies[index], cvars, false, seed, progress, limits, mode);
    }, TestHooks_JobPace());
    if (!started)
    {
        m_Job = JobKind::None;
        SetNotice(NoticeKind::Error, "Could not start a worker thread; the browser may be out of resources.");
    }
}

void AssemblyScreen::CancelJob(bool say_so)
{
    if (m_Job == JobKind::None)
        return;
    m_Job = JobKind::None;
    m_AssembleJob.cancel();
    if (say_so)
        SetNotice(NoticeKind::Info, m_HasRun ? "Assembly cancelled; the previous map stays." : "Assembly cancelled.");
}

void AssemblyScreen::PollJob()
{
    if (m_Job == JobKind::None)
        return;
    if (std::optional<Run> run = m_AssembleJob.take_result())
    {
        m_Job = JobKind::None;
        OnAssembled(*run);
    }
}

void AssemblyScreen::OnAssembled(Run& run)
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
    m_RunUmp = m_JobUmp;
    m_RunFile = m_JobFile;
    m_RunText = m_JobText;
    m_RunAssembly = m_JobAssembly;
    m_RunCvars = m_JobCvars;
    m_RunStrict = m_JobStrict;
    m_SeedUsed = m_JobSeed;
    m_SeedValue = m_JobSeedValue;
    m_DeadEnd = -1;
    m_LevelCode.clear();
    m_NoLink = m_RunText.empty() ? std::string() : pasted_link_problem(m_RunText);
    if (!m_NoLink.empty())
        m_NoLink = "No link: " + m_NoLink + ". Share the .ump text itself.";
    else if (m_Run.ok)
    {
        Level level;
        level.recipe = RunRecipe();
        level.seed = m_SeedValue;
        level.replans = m_Run.replans;
        level.placed = m_Run.result.placed;
        m_LevelCode = encode_level(level);
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
    if (!m_HasRun || !m_RunUmp || m_RunAssembly < 0)
        return "Assembly: no map yet.";
    const assembly::Assembly& a = m_RunUmp->assemblies[static_cast<size_t>(m_RunAssembly)];
    char text[200];
    if (m_Run.ok)
        std::snprintf(text, sizeof(text), "Assembly map, %s %s, %d by %d squares, %d tiles.", m_RunFile.c_str(),
                      a.name.c_str(), a.width, a.height, static_cast<int>(m_Run.result.placed.size()));
    else
        std::snprintf(text, sizeof(text), "Assembly, %s %s: no map. %s", m_RunFile.c_str(), a.name.c_str(),
                      m_Run.result.reason.c_str());
    return text;
}

void AssemblyScreen::Frame(const ScreenRect& area, const std::vector<Action>& actions)
{
    const double now = ImGui::GetTime();
    PollJob();
    AnnounceLevel(m_HasRun ? m_RunFile + "/" + m_SeedUsed + "/" + m_LevelCode : std::string());
    for (const Action& action : actions)
        if (action.Kind == ActionKind::Back && m_Job != JobKind::None)
            CancelJob(true);

    DrawBoardArea(DrawChrome(area, now), actions, now);

    const JobPopupResult progress = DrawJobProgress(m_Job, m_JobStart, now, m_JobDetail, m_AssembleJob.progress(),
                                                    "Assembling the map", "of the map covered, at the deepest");
    if (progress == JobPopupResult::Cancelled)
        CancelJob(true);
    m_PopupShown = progress != JobPopupResult::Hidden ? PopupKind::Progress : PopupKind::None;
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
        {"New map", "new", m_Job == JobKind::None && m_Ump != nullptr, [this] { StartAssemble(random_seed_text()); }},
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
    if (ImGui::Button(m_EditorOpen ? "Hide the text" : "Edit or paste text", ImVec2(-FLT_MIN, 0)))
        m_EditorOpen = !m_EditorOpen;
    TestHooks_RecordItem("edit_text");
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
    if (PrimaryButton("Use text", ImVec2(-FLT_MIN, 0)) && ParseText(m_EditBuffer.data(), kPastedFile))
        SetNotice(NoticeKind::Success, "The text parses: " + std::to_string(m_Ump->assemblies.size()) + " assemblies, " +
                                           std::to_string(m_Ump->tiles.size()) + " tiles.");
    TestHooks_RecordItem("use_text");
    // Errors and warnings by line: the first is the error when there is one.
    for (std::size_t i = 0; i < m_Diagnostics.size(); ++i)
    {
        const Diagnostic& d = m_Diagnostics[i];
        const bool error = i == 0 && m_ParseFailed;
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(error ? colors::Bad : colors::Warn).Value);
        ImGui::TextWrapped("%s line %d, column %d: %s", error ? "\xC3\x97" : "!", d.where.line, d.where.column,
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
    if (ImGui::BeginTable("##assemble_form", 2, ImGuiTableFlags_SizingFixedFit))
    {
        ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, 104.0f);
        ImGui::TableSetupColumn("field", ImGuiTableColumnFlags_WidthStretch);
        FormLabel("Assembly");
        ImGui::SetNextItemWidth(-FLT_MIN);
        const Assembly& a = m_Ump->assemblies[m_Assembly];
        const std::string label = a.name + "  " + std::to_string(a.width) + "\xC3\x97" + std::to_string(a.height);
        if (BeginFormCombo("##assembly", label.c_str(), "Assembly"))
        {
            for (std::size_t i = 0; i < m_Ump->assemblies.size(); ++i)
            {
                const Assembly& other = m_Ump->assemblies[i];
                const std::string item = other.name + "  " + std::to_string(other.width) + "\xC3\x97" +
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
        SeedRow(m_SeedField, static_cast<int>(sizeof(m_SeedField)));
        ImGui::EndTable();
    }
    // The whole row: the label is longer than the form's field column.
    ImGui::Checkbox("Strict (refuse disagreements)", &m_Strict);
    TestHooks_RecordItem("strict");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Refuse a file whose fixed tiles break the fit rule or leave squares open. Unticked, it is "
                          "assembled as the game does, with a warning for each such place.");
    ImGui::BeginDisabled(m_Job != JobKind::None);
    if (PrimaryButton("Assemble", ImVec2(-FLT_MIN, 0)))
        StartAssemble(m_SeedField[0] != 0 ? std::string(m_SeedField) : random_seed_text());
    TestHooks_RecordItem("assemble");
    ImGui::EndDisabled();
    if (!m_SeedUsed.empty())
        DimText(("Seed used: " + m_SeedUsed).c_str());
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
                                          [this](const Warning& w) { return w.x == m_HoverX && w.y == m_HoverY; }));
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
    ImGui::BeginDisabled(m_DeadEnd <= 0 && m_DeadEnd != -1);
    if (ImGui::Button("\xE2\x86\x90 Back", ImVec2(w, 0)))  // ←
        m_DeadEnd = m_DeadEnd < 0 ? count - 1 : m_DeadEnd - 1;
    TestHooks_RecordItem("dead_end_prev");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(m_DeadEnd < 0 ? "Map" : "Show map", ImVec2(w, 0)))
        m_DeadEnd = -1;
    TestHooks_RecordItem("dead_end_map");
    ImGui::SameLine();
    ImGui::BeginDisabled(m_DeadEnd >= count - 1);
    if (ImGui::Button("Next \xE2\x86\x92", ImVec2(w, 0)))  // →
        ++m_DeadEnd;
    TestHooks_RecordItem("dead_end_next");
    ImGui::EndDisabled();
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
        DrawFieldMessage(layout.Field, m_Job != JobKind::None ? "Assembling the first map\xE2\x80\xA6" : "No map yet.",
                         m_Job != JobKind::None, now);
    }
    else
    {
        Shown shown;
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
        const Assembly& a = m_RunUmp->assemblies[m_RunAssembly];
        const std::vector<int> owner = Owners(*m_RunUmp, a.width, a.height, *shown.Placed);
        const int covered = static_cast<int>(std::count_if(owner.begin(), owner.end(), [](int o) { return o >= 0; }));
        const HudStat stats[] = {
            {"TILES", std::to_string(shown.Placed->size()), colors::TextMain},
            {"SQUARES", std::to_string(covered) + " / " + std::to_string(a.width * a.height),
             covered == a.width * a.height ? colors::Good : colors::Warn},
            {"MAP", a.name, colors::TextDim},
        };
        DrawHudStats(layout.Hud, stats, 3);
        DrawMap(layout.Field, shown, owner, actions);
    }
    m_Notice.Draw(layout.Notice);
    if (Layout() == LayoutMode::Side && DrawLevelCodeBar(layout.Status, "Map", m_LevelCode))
        SetNotice(NoticeKind::Success, "Map code copied to the clipboard.");
}

void AssemblyScreen::DrawMap(const ScreenRect& field, const Shown& shown, const std::vector<int>& owner,
                             const std::vector<Action>& actions)
{
    const Ump& ump = *m_RunUmp;
    const Assembly& a = ump.assemblies[m_RunAssembly];
    const int w = a.width, h = a.height;
    // Fitted to the field, then through the camera (pinch, wheel, drag).
    const float fitted_cell = std::floor(std::fmin(field.Width() / w, field.Height() / h));
    const ImVec2 fitted_origin(std::floor(field.Min.x + (field.Width() - fitted_cell * w) * 0.5f),
                               std::floor(field.Min.y + (field.Height() - fitted_cell * h) * 0.5f));
    const std::string map_key = m_RunFile + "/" + m_SeedUsed + "/" + a.name;
    if (m_CameraMap != map_key)
    {
        m_CameraMap = map_key;
        m_Camera.Reset();
    }
    const bool pointer_over = ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(field.Min, field.Max);
    const ScreenRect shown_rect = m_Camera.Update(
        field, ScreenRect{fitted_origin, ImVec2(fitted_origin.x + fitted_cell * w, fitted_origin.y + fitted_cell * h)},
        actions, pointer_over, true);
    const float cell = shown_rect.Width() / static_cast<float>(w);
    const ImVec2 origin = shown_rect.Min;
    ImGui::PushClipRect(field.Min, field.Max, true);
    // Map square (x, y), 1-based with y up, as a screen rectangle.
    const auto square = [&](int x, int y) {
        const ImVec2 min(origin.x + (x - 1) * cell, origin.y + (h - y) * cell);
        return ScreenRect{min, ImVec2(min.x + cell, min.y + cell)};
    };
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(ImVec2(origin.x - 4, origin.y - 4), ImVec2(origin.x + cell * w + 4, origin.y + cell * h + 4),
                        colors::BoardRim, 6.0f);
    const auto owner_at = [&](int x, int y) {
        return x >= 1 && y >= 1 && x <= w && y <= h ? owner[static_cast<std::size_t>(y) * (w + 2) + x] : -2;
    };
    for (int y = 1; y <= h; ++y)
        for (int x = 1; x <= w; ++x)
        {
            const ScreenRect r = square(x, y);
            const int o = owner_at(x, y);
            draw->AddRectFilled(r.Min, r.Max, o >= 0 ? TileColor((*shown.Placed)[o].tile) : colors::Tile);
            if (o < 0)  // an empty square: a cross
                draw->AddLine(ImVec2(r.Min.x + 4, r.Min.y + 4), ImVec2(r.Max.x - 4, r.Max.y - 4), colors::BoardRim);
        }
    // Outlines where neighbouring squares belong to different tiles.
    const ImU32 edge = IM_COL32(14, 18, 27, 255);
    for (int y = 1; y <= h; ++y)
        for (int x = 1; x <= w; ++x)
        {
            const ScreenRect r = square(x, y);
            const int o = owner_at(x, y);
            if (owner_at(x + 1, y) != o)
                draw->AddLine(ImVec2(r.Max.x, r.Min.y), r.Max, edge, 2.0f);
            if (owner_at(x, y - 1) != o)
                draw->AddLine(ImVec2(r.Min.x, r.Max.y), r.Max, edge, 2.0f);
            if (owner_at(x - 1, y) != o)
                draw->AddLine(r.Min, ImVec2(r.Min.x, r.Max.y), edge, 2.0f);
            if (owner_at(x, y + 1) != o)
                draw->AddLine(r.Min, ImVec2(r.Max.x, r.Min.y), edge, 2.0f);
        }
    // Labels: each tile's short name in the middle of its squares, when it fits.
    struct Centre { float X = 0, Y = 0; int Squares = 0; };
    std::vector<Centre> centres(shown.Placed->size());
    for (int y = 1; y <= h; ++y)
        for (int x = 1; x <= w; ++x)
            if (const int o = owner_at(x, y); o >= 0)
            {
                centres[o].X += x;
                centres[o].Y += y;
                ++centres[o].Squares;
            }
    // Bigger tiles are labelled first; a label that would touch one already drawn is left out.
    std::vector<std::size_t> order(shown.Placed->size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return centres[a].Squares > centres[b].Squares; });
    std::vector<ScreenRect> drawn;
    for (const std::size_t i : order)
    {
        const float sx = centres[i].X, sy = centres[i].Y;
        const int n = centres[i].Squares;
        if (n == 0)
            continue;
        const std::string name = ShortName(ump.tiles[(*shown.Placed)[i].tile].id);
        const ImVec2 size = ImGui::CalcTextSize(name.c_str());
        if (size.x > cell * std::sqrt(static_cast<float>(n)) * 0.95f)
            continue;
        const ScreenRect c = square(static_cast<int>(std::lround(sx / n)), static_cast<int>(std::lround(sy / n)));
        const ImVec2 at(c.Min.x + (cell - size.x) * 0.5f, c.Min.y + (cell - size.y) * 0.5f);
        const ScreenRect box{ImVec2(at.x - 4.0f, at.y - 1.0f), ImVec2(at.x + size.x + 4.0f, at.y + size.y + 1.0f)};
        const auto touches = [&box](const ScreenRect& o) {
            return box.Min.x < o.Max.x && o.Min.x < box.Max.x && box.Min.y < o.Max.y && o.Min.y < box.Max.y;
        };
        if (std::any_of(drawn.begin(), drawn.end(), touches))
            continue;
        drawn.push_back(box);
        draw->AddText(at, colors::TextMain, name.c_str());
    }
    if (shown.MarkX >= 1)
    {
        const ScreenRect r = square(shown.MarkX, shown.MarkY);
        draw->AddRect(r.Min, r.Max, colors::Bad, 2.0f, 0, 3.0f);
    }
    // Warnings: an amber corner on each square that has one; the one hovered in the panel outlined.
    if (shown.Warnings != nullptr)
    {
        const float size = std::fmax(7.0f, std::fmin(cell * 0.3f, 16.0f));
        for (std::size_t i = 0; i < shown.Warnings->size(); ++i)
        {
            const Warning& warning = (*shown.Warnings)[i];
            const ScreenRect r = square(warning.x, warning.y);
            draw->AddTriangleFilled(ImVec2(r.Max.x - size - 1.0f, r.Min.y + 1.0f), ImVec2(r.Max.x - 1.0f, r.Min.y + 1.0f),
                                    ImVec2(r.Max.x - 1.0f, r.Min.y + size + 1.0f), colors::Warn);
            if (static_cast<int>(i) == m_HoverWarning)
                draw->AddRect(r.Min, r.Max, colors::Warn, 2.0f, 0, 3.0f);
        }
    }
    TestHooks_RecordRect("map", origin, ImVec2(origin.x + cell * w, origin.y + cell * h));

    // Hover: the square under the pointer (a tap, on touch).
    const ImVec2 visible_min(std::fmax(field.Min.x, origin.x), std::fmax(field.Min.y, origin.y));
    const ImVec2 visible_max(std::fmin(field.Max.x, origin.x + cell * w), std::fmin(field.Max.y, origin.y + cell * h));
    ImGui::SetCursorScreenPos(visible_min);
    ImGui::InvisibleButton("##assembly_map", ImVec2(std::fmax(1.0f, visible_max.x - visible_min.x),
                                                   std::fmax(1.0f, visible_max.y - visible_min.y)));
    ImGui::SetItemAllowOverlap();  // the zoom buttons lie on the map
    UiItems_MarkLastBackground();
    m_HoverX = m_HoverY = -1;
    if (ImGui::IsItemHovered() && cell > 0 && !m_Camera.PressIsGesture())
    {
        const ImVec2 mouse = ImGui::GetIO().MousePos;
        m_HoverX = 1 + static_cast<int>((mouse.x - origin.x) / cell);
        m_HoverY = h - static_cast<int>((mouse.y - origin.y) / cell);
        if (m_HoverX >= 1 && m_HoverX <= w && m_HoverY >= 1 && m_HoverY <= h)
        {
            const ScreenRect r = square(m_HoverX, m_HoverY);
            draw->AddRect(r.Min, r.Max, colors::AccentWarm, 2.0f, 0, 2.5f);
            DrawHoverTooltip(m_HoverX, m_HoverY, owner, shown);
        }
    }
    ImGui::PopClipRect();
    if (fitted_cell < 44.0f || m_Camera.Zoom() > 1.0f)
        m_Camera.DrawControls(field, "map_");
}

void AssemblyScreen::DrawHoverTooltip(int x, int y, const std::vector<int>& owner, const Shown& shown) const
{
    const Ump& ump = *m_RunUmp;
    const int w = ump.assemblies[m_RunAssembly].width;
    const int o = owner[static_cast<std::size_t>(y) * (w + 2) + x];
    ImGui::BeginTooltip();
    ImGui::Text("Square %d, %d", x, y);
    // What the file says against itself here (the game assembles it anyway).
    if (shown.Warnings != nullptr)
        for (const Warning& warning : *shown.Warnings)
            if (warning.x == x && warning.y == y)
            {
                ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Warn).Value);
                ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
                ImGui::TextWrapped("Warning: %s", warning.text.c_str());
                ImGui::PopTextWrapPos();
                ImGui::PopStyleColor();
            }
    if (o < 0)
    {
        ImGui::TextUnformatted("Not covered");
        ImGui::EndTooltip();
        return;
    }
    const Placement& p = (*shown.Placed)[o];
    const Tile& tile = ump.tiles[p.tile];
    ImGui::Text("%s (placed at %d %d, %d\xC3\x97%d with its ring)", tile.id.c_str(), p.x, p.y, tile.width, tile.height);
    ImGui::Text("This square: %s", mask_text(tile.at(x - p.x, y - p.y)).c_str());
    // What the tile asks of its four sides here: its own next cells.
    static const struct { const char* Name; int Dx, Dy; } kSides[] = {{"north", 0, 1}, {"east", 1, 0}, {"south", 0, -1}, {"west", -1, 0}};
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    for (const auto& side : kSides)
    {
        const int tx = x - p.x + side.Dx, ty = y - p.y + side.Dy;
        if (tx < 0 || ty < 0 || tx >= tile.width || ty >= tile.height)
            continue;
        const Mask m = tile.at(tx, ty);
        ImGui::Text("%s: %s", side.Name, (m & kSolid) ? "its own square" : ("needs " + mask_text(m)).c_str());
    }
    ImGui::PopStyleColor();
    ImGui::EndTooltip();
}

}  // namespace pgw::app
