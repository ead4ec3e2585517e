// cities_map_view.hpp — a Cities map on screen: pan, zoom, and a city's rings.
//
// The whole map (up to 1000×1000 tiles) is one RGBA texture, a pixel per
// tile, drawn as one ImGui image: panning and zooming only move its corners,
// so it stays smooth at any size. Mipmaps keep a zoomed-out map calm;
// zoomed in, tiles stay crisp (nearest magnification). Cities are pixels in
// the texture; once a tile is big enough to show a round mark, a second
// texture without them is drawn and the visible cities get marks.
//
// Hovering a city runs one breadth-first search around it (cities::LocalSearch,
// the steps distances are measured in) and shows the regions it reached as a
// second, small texture: tiles closer than s (no other city may be there) and
// tiles within l (its nearest neighbour must be), with lines to the cities
// inside l.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/midend/screen.hpp"
#include "app/platform/input.hpp"
#include "cities/generator.hpp"
#include "cities/model.hpp"
#include "imgui.h"

namespace pgw {
class JsonObject;
}

namespace pgw::app {

// A placement as the view draws it; made with the placement, off the frame
// (polls `progress`: a cancelled picture is incomplete).
struct CitiesPicture {
    cities::Params Params;
    cities::Map Map;
    std::vector<int> Cities;                // tile indices
    std::vector<cities::Isolated> Isolated;  // cities with none within l, and why
    std::vector<std::uint32_t> Ground;      // RGBA per tile (IM_COL32 byte order): the terrain
    std::vector<std::uint32_t> Pixels;      // the same with the cities
    std::vector<int> CityAt;                // per tile: index into Cities, or -1
};
CitiesPicture PaintCities(const cities::Params& params, cities::Map map, std::vector<int> cities,
                          std::vector<cities::Isolated> isolated, Progress& progress);

// The picture at `scale` pixels per tile, for a PNG: RGBA rows.
std::vector<std::uint32_t> ScaleCitiesPicture(const CitiesPicture& picture, int scale);

class CitiesMapView {
public:
    CitiesMapView() = default;
    CitiesMapView(const CitiesMapView&) = delete;
    CitiesMapView& operator=(const CitiesMapView&) = delete;
    ~CitiesMapView();

    // A new placement to show; the view fits it to the field.
    void Show(std::shared_ptr<const CitiesPicture> picture);
    const CitiesPicture* Picture() const { return m_Picture.get(); }

    // Draws the map into `field` and handles its input (drag pans, the wheel
    // and a pinch zoom about the pointer, hovering a city shows its rings).
    // `interactive` false (a job's popup is up) leaves the view as it is.
    void Frame(const ScreenRect& field, const std::vector<Action>& actions, bool interactive);

    void Fit();
    void ZoomBy(float factor);  // about the field's centre
    float Zoom() const { return m_Zoom; }  // CSS px per tile

    // Module.appState()'s "view" and "hover" members.
    void AddState(JsonObject& out) const;

private:
    struct Neighbour {
        int City, Steps;
    };
    struct Hover {
        int City = -1;
        int Close = 0, Within = 0;  // tiles fewer than s steps away, tiles within l
        std::vector<Neighbour> Neighbours;  // other cities within l, nearest first
    };

    void EnsureTextures();
    void HandleInput(const ScreenRect& field, const std::vector<Action>& actions);
    void ZoomAbout(const ImVec2& point, float factor);
    void ClampView();
    int CityNear(const ImVec2& point) const;
    void HoverCity(int city);
    void DrawMarks(ImDrawList* draw, const ScreenRect& field) const;
    void DrawHover(ImDrawList* draw) const;
    void DrawHoverTooltip() const;
    ImVec2 TileToScreen(float x, float y) const;
    ImVec2 ScreenToTile(const ImVec2& point) const;

    std::shared_ptr<const CitiesPicture> m_Picture;
    bool m_MapUploaded = false;
    unsigned m_MapTexture = 0;     // with the cities
    unsigned m_GroundTexture = 0;  // without: under the marks
    unsigned m_RingTexture = 0;

    // --- View: m_Center (tile units) sits at the field's centre ---
    ScreenRect m_Field;
    ImVec2 m_Center;
    float m_Zoom = 1.0f;
    float m_FitZoom = 1.0f;
    bool m_Fitted = true;  // follow the field's size until the user pans or zooms
    bool m_PinchedInDrag = false;  // a two-finger pinch owns this press: no drag pan

    // --- Hover ---
    Hover m_Hover;
    std::unique_ptr<cities::LocalSearch> m_Search;
};

}  // namespace pgw::app
