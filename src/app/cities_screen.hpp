// cities_screen.hpp — the Cities screen: place cities on a map, look at the result.
//
// Layout: the panel holds the generate form and the checker's verdict with a
// histogram of each city's nearest neighbour; the board area shows the map
// (cities_map_view.hpp) with pan, zoom and a hovered city's rings, the
// notice, and the map's code.
//
// A generation is one pgw::Job: the placement, then the independent checker
// on it, then the map's picture, all off the frame. The map on screen stays
// until a new one is complete; a cancelled job leaves it as it was.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/cities_map_view.hpp"
#include "app/screen.hpp"
#include "app/screen_kit.hpp"
#include "cities/checker.hpp"
#include "cities/model.hpp"
#include "core/job.hpp"

namespace pgw::app {

class CitiesScreen : public Screen {
public:
    CitiesScreen();

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

    // A generation's answer.
    struct Placed {
        std::shared_ptr<const CitiesPicture> Picture;  // null when cancelled
        cities::Check Check;
        double GenerateMs = 0.0, CheckMs = 0.0;
    };

    // --- Frame parts ---
    void HandleActions(const std::vector<Action>& actions);
    void DrawPanel(const ScreenRect& rect, bool side) override;
    std::vector<QuickAction> QuickActions(double now) override;
    std::string LevelSummary() const override;
    void DrawGenerateSection();
    void DrawResultSection();
    void DrawHistogram();
    void DrawIsolatedList();
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now);
    void DrawHud(const ScreenRect& rect);
    void DrawViewButtons(const ScreenRect& field);

    // --- Commands ---
    void GenerateFromForm();
    void ExportPng();
    void SetNotice(NoticeKind kind, std::string text) { m_Notice.Set(kind, std::move(text)); }

    // --- Jobs ---
    void StartGenerate(const cities::Level& level, const std::string& seed_text);
    void CancelJob(bool say_so);
    void PollJob();
    void OnPlaced(Placed& placed);
    bool JobRunning() const { return m_Job != JobKind::None; }

    // Checker counts for the stats and the HUD.
    int IsolatedCount() const { return static_cast<int>(m_Check.far.size()); }
    int Violations() const { return m_Check.too_close + m_Check.free_tiles + m_UnexplainedFar; }

    // --- Generate form ---
    cities::Params m_Form;
    char m_SeedField[64] = {};

    // --- The map on screen ---
    CitiesMapView m_View;
    std::string m_LevelCode;
    std::string m_SeedUsed;  // "" when it came from a level code
    cities::Params m_LevelParams;
    cities::Check m_Check;
    int m_UnexplainedFar = 0;  // cities with none within l that the generator gave no reason for
    double m_GenerateMs = 0.0, m_CheckMs = 0.0;
    std::vector<float> m_Histogram;  // cities by nearest neighbour's steps, s to l
    std::string m_Exported;          // the last PNG's file name

    // --- Job ---
    JobKind m_Job = JobKind::None;
    double m_JobStart = 0.0;
    Job<Placed> m_GenerateJob;
    cities::Level m_JobLevel;
    std::string m_JobSeed;
    std::string m_JobDetail;

    PopupKind m_PopupShown = PopupKind::None;
    Notice m_Notice;
};

}  // namespace pgw::app
