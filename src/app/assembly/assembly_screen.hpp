// assembly_screen.hpp — the Assembly screen: UFO:AI map assembly for mappers.
//
// Layout: the panel picks a map file (a compiled-in fixture, or text pasted
// into the editor, parsed with its errors and warnings listed by line), an
// assembly, its cvars, a seed and whether to be strict; Assemble runs the
// search as the midend's job, with progress and Cancel. The board area draws
// the map (assembly_map_view.hpp). A file
// that disagrees with itself is assembled as the game does: each warning is
// a mark on its square, listed in the panel (hovering one there outlines its
// square) and explained when the square is hovered; Strict refuses such a
// file instead. The dead-end explorer steps through the branches the search
// gave up, each with its reason and the partial map it had then.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/assembly/assembly_map_view.hpp"
#include "app/midend/screen.hpp"
#include "assembly/model.hpp"
#include "assembly/run.hpp"
#include "assembly/text.hpp"

namespace pgw::app {

class AssemblyScreen : public Screen {
public:
    explicit AssemblyScreen(const KindApi& api);

    std::string LevelSummary() const override;

private:
    // What an assembly ran on: kept with its map, which its tile indices refer to.
    struct MapSource {
        std::shared_ptr<const assembly::Ump> Ump;
        std::string File, Text;  // the file's name, and its text when pasted
        int Assembly = -1;
        assembly::Cvars Cvars;
        bool Strict = false;
        std::uint64_t Seed = 0;
    };

    // --- The midend's hooks (screen.hpp) ---
    std::string AnnouncedLevel() const override;
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now) override;
    void DrawPanel(const ScreenRect& rect, bool side) override;
    std::vector<QuickAction> QuickActions(double now) override;
    void AddState(JsonObject& out) const override;
    void AddFormFields(FormParams& form) override;
    void PlayCode(const std::string& code) override;
    void PlayRecipe(const std::string& params, const std::string& seed) override;
    bool HasLevel() const override { return m_HasRun; }
    SaveParts SavedParts() const override;
    bool LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error) override;

    // --- Panel parts ---
    void DrawSourceSection();
    void DrawEditor();
    void DrawAssembleSection();
    void DrawDeadEndSection();
    void DrawWarningsSection();
    int HoverWarnings() const;  // the map's warnings on the hovered square

    // --- Source ---
    void OpenFixture(const std::string& name);
    void OpenSource(const assembly::Recipe& recipe);
    assembly::Recipe RunRecipe() const;  // what made the map on screen
    bool ParseText(const std::string& text, const std::string& file);  // false: the error is listed
    void SelectAssembly(int index);

    // --- Job ---
    void StartAssemble(const std::string& seed_text);
    void OnAssembled(const MapSource& source, const std::string& seed_text, assembly::Run& run);

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
    bool m_Strict = false;  // refuse a file that disagrees with itself (assembly::Mode::Strict)

    // --- The map on screen (its code, recipe and seed: m_Origin) ---
    MapSource m_Shown;
    bool m_HasRun = false;
    assembly::Run m_Run;
    int m_DeadEnd = -1;       // the dead end shown, or -1 for the map
    int m_HoverWarning = -1;  // a warning hovered in the panel: its square is outlined
    AssemblyMapView m_View;
};

}  // namespace pgw::app
