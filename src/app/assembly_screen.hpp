// assembly_screen.hpp — the Assembly screen: UFO:AI map assembly for mappers.
//
// Layout: the panel picks a map file (a compiled-in fixture, or text pasted
// into the editor, parsed with its errors and warnings listed by line), an
// assembly, its cvars, a seed and whether to be strict; Assemble runs the
// search on a pgw::Job with progress and Cancel. The board area draws the map
// with every placed tile outlined, coloured and labelled; hovering a square
// names its tile, its cell's letters and the requirements around it. A file
// that disagrees with itself is assembled as the game does: each warning is
// a mark on its square, listed in the panel (hovering one there outlines its
// square) and explained when the square is hovered; Strict refuses such a
// file instead. The dead-end explorer steps through the branches the search
// gave up, each with its reason and the partial map it had then.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/board_camera.hpp"
#include "app/screen.hpp"
#include "app/screen_kit.hpp"
#include "assembly/model.hpp"
#include "assembly/run.hpp"
#include "assembly/text.hpp"
#include "core/job.hpp"

namespace pgw::app {

class AssemblyScreen : public Screen {
public:
    AssemblyScreen();

    void Frame(const ScreenRect& area, const std::vector<Action>& actions) override;
    std::string StateJson() const override;
    bool SetParams(const ParamMap& params, std::string* error) override;
    ShareInfo Share() const override;
    void OpenCode(const std::string& code) override;
    void OpenRecipe(const std::string& params, const std::string& seed) override;
    SavedGame Save() const override;
    bool Restore(const SavedGame& saved, std::string* error) override;

private:
    using NoticeKind = Notice::Kind;

    // What the board shows: the result's map, or one of its dead ends.
    struct Shown {
        const std::vector<assembly::Placement>* Placed = nullptr;
        int MarkX = -1, MarkY = -1;  // a dead end's square
        const std::vector<assembly::Warning>* Warnings = nullptr;  // the map's (none on a dead end)
    };

    // --- Frame parts ---
    void DrawPanel(const ScreenRect& rect, bool side) override;
    std::vector<QuickAction> QuickActions(double now) override;
    std::string LevelSummary() const override;
    void DrawSourceSection();
    void DrawEditor();
    void DrawAssembleSection();
    void DrawDeadEndSection();
    void DrawWarningsSection();
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now);
    // owner: Owners(); the camera pinches, zooms and pans the map.
    void DrawMap(const ScreenRect& field, const Shown& shown, const std::vector<int>& owner, const std::vector<Action>& actions);
    void DrawHoverTooltip(int x, int y, const std::vector<int>& owner, const Shown& shown) const;
    int HoverWarnings() const;  // the map's warnings on the hovered square

    // --- Source ---
    void OpenFixture(const std::string& name);
    void OpenSource(const assembly::Recipe& recipe);
    assembly::Recipe RunRecipe() const;  // what made the map on screen
    bool ParseText(const std::string& text, const std::string& file);  // false: the error is listed
    void SelectAssembly(int index);

    // --- Jobs ---
    void StartAssemble(const std::string& seed_text);
    void CancelJob(bool say_so);
    void PollJob();
    void OnAssembled(assembly::Run& run);
    void SetNotice(NoticeKind kind, std::string text) { m_Notice.Set(kind, std::move(text)); }

    // --- Source: the text in use and what it parsed to ---
    std::string m_FileName;  // a fixture's name, or "pasted"
    bool m_Pasted = false;
    std::string m_Text;
    std::shared_ptr<const assembly::Ump> m_Ump;  // null when the text does not parse
    std::vector<assembly::Diagnostic> m_Diagnostics;  // warnings, or the one error
    bool m_ParseFailed = false;  // the last text tried did not parse (the file before it stays)
    bool m_EditorOpen = false;
    std::vector<char> m_EditBuffer;

    // --- Form ---
    int m_Assembly = -1;
    std::vector<std::pair<std::string, std::string>> m_Cvars;  // name, default tile
    std::vector<std::vector<char>> m_CvarFields;               // typed tile ids (blank = default)
    char m_SeedField[64] = {};
    bool m_Strict = false;  // refuse a file that disagrees with itself (assembly::Mode::Strict)

    // --- The map on screen ---
    std::shared_ptr<const assembly::Ump> m_RunUmp;  // what the result's tile indices refer to
    std::string m_RunFile, m_RunText;                // its file name, and its text when pasted
    bool m_HasRun = false;
    assembly::Run m_Run;
    int m_RunAssembly = -1;
    assembly::Cvars m_RunCvars;
    std::string m_SeedUsed;
    std::uint64_t m_SeedValue = 0;
    std::string m_LevelCode;  // empty for pasted text too long for a link
    std::string m_NoLink;     // why there is no level code for the map
    bool m_RunStrict = false;
    int m_DeadEnd = -1;       // the dead end shown, or -1 for the map
    int m_HoverX = -1, m_HoverY = -1;
    BoardCamera m_Camera;
    std::string m_CameraMap;  // the map the camera's view is of
    int m_HoverWarning = -1;  // a warning hovered in the panel: its square is outlined

    // --- Job ---
    JobKind m_Job = JobKind::None;
    double m_JobStart = 0.0;
    Job<assembly::Run> m_AssembleJob;
    std::string m_JobDetail;
    std::string m_JobSeed;
    std::uint64_t m_JobSeedValue = 0;
    assembly::Cvars m_JobCvars;
    bool m_JobStrict = false;
    std::shared_ptr<const assembly::Ump> m_JobUmp;
    std::string m_JobFile, m_JobText;
    int m_JobAssembly = -1;

    PopupKind m_PopupShown = PopupKind::None;
    Notice m_Notice;
};

}  // namespace pgw::app
