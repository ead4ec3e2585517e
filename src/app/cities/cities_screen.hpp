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

#include "app/cities/cities_map_view.hpp"
#include "app/midend/screen.hpp"
#include "app/midend/screen_kit.hpp"
#include "cities/checker.hpp"
#include "cities/model.hpp"

namespace pgw::app {

class CitiesScreen : public Screen {
public:
    explicit CitiesScreen(const KindApi& api);

    std::string LevelSummary() const override;

private:
    // A generation's answer.
    struct Placed {
        std::shared_ptr<const CitiesPicture> Picture;  // null when cancelled
        cities::Check Check;
        double GenerateMs = 0.0, CheckMs = 0.0;
    };

    // --- The midend's hooks (screen.hpp) ---
    void DrawPanel(const ScreenRect& rect, bool side) override;
    std::vector<QuickAction> QuickActions(double now) override;
    void DrawBoardArea(const ScreenRect& rect, const std::vector<Action>& actions, double now) override;
    void AddState(JsonObject& out) const override;
    void AddFormFields(FormParams& form) override;
    void PlayCode(const std::string& code) override;
    void PlayRecipe(const std::string& params, const std::string& seed) override;
    bool HasLevel() const override { return m_View.Picture() != nullptr; }
    bool LoadSaved(const SavedGame& saved, std::function<void()>* apply, std::string* error) override;

    // --- Panel and board parts ---
    void DrawGenerateSection();
    void DrawResultSection();
    void DrawHistogram();
    void DrawIsolatedList();
    void DrawHud(const ScreenRect& rect);
    void DrawViewButtons(const ScreenRect& field);

    // --- Commands ---
    void GenerateFromForm();
    void ExportPng();
    void GenerateRecipe(const cities::Params& params, const std::string& seed_text);
    void StartGenerate(const cities::Level& level, const std::string& seed_text);
    void OnPlaced(const cities::Level& level, const std::string& seed_text, Placed& placed);

    // Checker counts for the stats and the HUD.
    int IsolatedCount() const { return static_cast<int>(m_Check.far.size()); }
    int Violations() const { return m_Check.too_close + m_Check.free_tiles + m_UnexplainedFar; }

    // --- Generate form ---
    cities::Params m_Form;

    // --- The map on screen (its code and seed: m_Origin) ---
    CitiesMapView m_View;
    cities::Params m_LevelParams;
    cities::Check m_Check;
    int m_UnexplainedFar = 0;  // cities with none within l that the generator gave no reason for
    double m_GenerateMs = 0.0, m_CheckMs = 0.0;
    std::vector<float> m_Histogram;  // cities by nearest neighbour's steps, s to l
    std::string m_Exported;          // the last PNG's file name
};

}  // namespace pgw::app
