// cities_map_view.cpp — see cities_map_view.hpp.
//
// Index of this file:
// [SECTION] Picture
// [SECTION] Textures
// [SECTION] View and input
// [SECTION] Hover
// [SECTION] Drawing
// [SECTION] Test hooks

#include "app/cities/cities_map_view.hpp"

#include "core/json.hpp"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/platform/frame_pacer.hpp"
#include "app/platform/test_hooks.hpp"
#include "app/platform/theme.hpp"
#include "app/platform/ui_items.hpp"
#include "imgui_internal.h"

namespace pgw::app {

namespace {

constexpr float kMaxZoom = 64.0f;   // CSS px per tile
constexpr float kMarkZoom = 6.0f;   // tiles at least this big get round city marks
constexpr float kPickRadius = 10.0f;  // CSS px: how near the pointer a city is hovered
constexpr int kMaxLines = 48;         // lines to neighbours drawn (nearest first)

constexpr ImU32 kCity = IM_COL32(255, 214, 102, 255);
constexpr ImU32 kCityEdge = IM_COL32(64, 40, 8, 255);
constexpr ImU32 kClose = IM_COL32(255, 107, 107, 70);     // fewer than s steps
constexpr ImU32 kCloseEdge = IM_COL32(255, 107, 107, 150);
constexpr ImU32 kWithin = IM_COL32(53, 182, 201, 55);     // s to l steps
constexpr ImU32 kWithinEdge = IM_COL32(120, 220, 235, 150);

// A small, fixed variation per tile, so land and sea are not flat colour.
int Jitter(int tile)
{
    std::uint32_t h = static_cast<std::uint32_t>(tile) * 2654435761u;
    h ^= h >> 15;
    return static_cast<int>(h % 13u) - 6;
}

ImU32 Shade(int r, int g, int b, int jitter)
{
    const auto c = [](int v) { return static_cast<unsigned>(std::clamp(v, 0, 255)); };
    return IM_COL32(c(r + jitter), c(g + jitter), c(b + jitter), 255);
}

}  // namespace

//-----------------------------------------------------------------------------
// [SECTION] Picture
//-----------------------------------------------------------------------------

CitiesPicture PaintCities(const cities::Params& params, cities::Map map, std::vector<int> cities,
                          std::vector<cities::Isolated> isolated, Progress& progress)
{
    CitiesPicture out;
    out.Params = params;
    out.Map = std::move(map);
    out.Cities = std::move(cities);
    out.Isolated = std::move(isolated);
    const int tiles = out.Map.tiles();
    out.Ground.resize(static_cast<size_t>(tiles));
    out.CityAt.assign(static_cast<size_t>(tiles), -1);
    for (int tile = 0; tile < tiles; ++tile)
    {
        if (tile % cities::kPollTiles == 0 && progress.cancelled())
            return out;
        const int j = Jitter(tile);
        switch (out.Map.ground[tile])
        {
        case cities::kWater: out.Ground[tile] = Shade(34, 66, 112, j); break;
        case cities::kRock: out.Ground[tile] = Shade(112, 104, 96, j); break;
        default: out.Ground[tile] = Shade(62, 92, 66, j); break;
        }
    }
    out.Pixels = out.Ground;
    for (size_t i = 0; i < out.Cities.size(); ++i)
    {
        out.CityAt[out.Cities[i]] = static_cast<int>(i);
        out.Pixels[out.Cities[i]] = kCity;
    }
    return out;
}

std::vector<std::uint32_t> ScaleCitiesPicture(const CitiesPicture& picture, int scale)
{
    const int w = picture.Map.width, h = picture.Map.height;
    const size_t row = static_cast<size_t>(w) * scale;
    std::vector<std::uint32_t> out(row * static_cast<size_t>(h) * scale);
    for (int y = 0; y < h; ++y)
        for (int sy = 0; sy < scale; ++sy)
        {
            std::uint32_t* line = &out[(static_cast<size_t>(y) * scale + sy) * row];
            for (int x = 0; x < w; ++x)
                std::fill_n(line + static_cast<size_t>(x) * scale, scale, picture.Pixels[y * w + x]);
        }
    // From 4 px a tile, a city is a round mark with a dark rim, as on screen.
    if (scale >= 4)
    {
        const float centre = scale * 0.5f, radius = scale * 0.45f;
        for (int tile : picture.Cities)
        {
            const size_t x0 = static_cast<size_t>(tile % w) * scale, y0 = static_cast<size_t>(tile / w) * scale;
            for (int j = 0; j < scale; ++j)
                for (int i = 0; i < scale; ++i)
                {
                    const float d = std::hypot(i + 0.5f - centre, j + 0.5f - centre);
                    std::uint32_t& pixel = out[(y0 + j) * row + x0 + i];
                    pixel = d <= radius - 1.0f ? kCity : d <= radius ? kCityEdge : picture.Ground[tile];
                }
        }
    }
    return out;
}

//-----------------------------------------------------------------------------
// [SECTION] Textures
//-----------------------------------------------------------------------------

CitiesMapView::~CitiesMapView()
{
    if (m_MapTexture != 0)
        glDeleteTextures(1, &m_MapTexture);
    if (m_GroundTexture != 0)
        glDeleteTextures(1, &m_GroundTexture);
    if (m_RingTexture != 0)
        glDeleteTextures(1, &m_RingTexture);
}

void CitiesMapView::Show(std::shared_ptr<const CitiesPicture> picture)
{
    m_Search.reset();  // it searched the old map
    m_Hover = Hover{};
    m_Picture = std::move(picture);
    m_MapUploaded = false;
    m_Fitted = true;
}

static void UploadMapTexture(unsigned texture, int width, int height, const std::uint32_t* pixels)
{
    TexturesChanged();
    glBindTexture(GL_TEXTURE_2D, texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    glGenerateMipmap(GL_TEXTURE_2D);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

void CitiesMapView::EnsureTextures()
{
    if (m_MapTexture == 0)
    {
        glGenTextures(1, &m_MapTexture);
        glGenTextures(1, &m_GroundTexture);
        glGenTextures(1, &m_RingTexture);
    }
    if (m_MapUploaded || !m_Picture)
        return;
    GLint bound = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
    const int w = m_Picture->Map.width, h = m_Picture->Map.height;
    UploadMapTexture(m_MapTexture, w, h, m_Picture->Pixels.data());
    UploadMapTexture(m_GroundTexture, w, h, m_Picture->Ground.data());
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(bound));
    m_MapUploaded = true;
}

//-----------------------------------------------------------------------------
// [SECTION] View and input
//-----------------------------------------------------------------------------

ImVec2 CitiesMapView::TileToScreen(float x, float y) const
{
    const ImVec2 c((m_Field.Min.x + m_Field.Max.x) * 0.5f, (m_Field.Min.y + m_Field.Max.y) * 0.5f);
    return ImVec2(c.x + (x - m_Center.x) * m_Zoom, c.y + (y - m_Center.y) * m_Zoom);
}

ImVec2 CitiesMapView::ScreenToTile(const ImVec2& point) const
{
    const ImVec2 c((m_Field.Min.x + m_Field.Max.x) * 0.5f, (m_Field.Min.y + m_Field.Max.y) * 0.5f);
    return ImVec2(m_Center.x + (point.x - c.x) / m_Zoom, m_Center.y + (point.y - c.y) / m_Zoom);
}

void CitiesMapView::Fit()
{
    m_Fitted = true;
    if (!m_Picture || m_Field.Width() <= 0.0f || m_Field.Height() <= 0.0f)
        return;
    const float w = static_cast<float>(m_Picture->Map.width), h = static_cast<float>(m_Picture->Map.height);
    m_FitZoom = std::fmin(m_Field.Width() / w, m_Field.Height() / h);
    m_Zoom = m_FitZoom;
    m_Center = ImVec2(w * 0.5f, h * 0.5f);
}

void CitiesMapView::ZoomBy(float factor)
{
    ZoomAbout(ImVec2((m_Field.Min.x + m_Field.Max.x) * 0.5f, (m_Field.Min.y + m_Field.Max.y) * 0.5f), factor);
}

void CitiesMapView::ZoomAbout(const ImVec2& point, float factor)
{
    if (!m_Picture)
        return;
    // The tile under `point` stays under it.
    const ImVec2 anchor = ScreenToTile(point);
    const float min_zoom = std::fmin(m_FitZoom * 0.5f, 1.0f);
    m_Zoom = std::clamp(m_Zoom * factor, min_zoom, kMaxZoom);
    const ImVec2 c((m_Field.Min.x + m_Field.Max.x) * 0.5f, (m_Field.Min.y + m_Field.Max.y) * 0.5f);
    m_Center = ImVec2(anchor.x - (point.x - c.x) / m_Zoom, anchor.y - (point.y - c.y) / m_Zoom);
    m_Fitted = false;
    ClampView();
}

void CitiesMapView::ClampView()
{
    // The field's centre stays over the map: it can never be lost off screen.
    m_Center.x = std::clamp(m_Center.x, 0.0f, static_cast<float>(m_Picture->Map.width));
    m_Center.y = std::clamp(m_Center.y, 0.0f, static_cast<float>(m_Picture->Map.height));
}

void CitiesMapView::HandleInput(const ScreenRect& field, const std::vector<Action>& actions)
{
    ImGui::SetCursorScreenPos(field.Min);
    ImGui::InvisibleButton("##cities_map", ImVec2(std::fmax(1.0f, field.Width()), std::fmax(1.0f, field.Height())));
    ImGui::SetItemAllowOverlap();  // the zoom buttons lie on the map
    UiItems_MarkLastBackground();
    const bool active = ImGui::IsItemActive();
    const bool hovered = ImGui::IsItemHovered();
    const ImGuiIO& io = ImGui::GetIO();

    bool pinched = false;
    for (const Action& action : actions)
    {
        if (action.Kind != ActionKind::Pinch)
            continue;
        pinched = true;
        m_Center.x -= action.Shift.x / m_Zoom;
        m_Center.y -= action.Shift.y / m_Zoom;
        ZoomAbout(action.At, action.Scale);
    }
    if (pinched && active)
        m_PinchedInDrag = true;
    if (!active)
        m_PinchedInDrag = false;

    if (active && !m_PinchedInDrag && (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f))
    {
        m_Center.x -= io.MouseDelta.x / m_Zoom;
        m_Center.y -= io.MouseDelta.y / m_Zoom;
        m_Fitted = false;
        ClampView();
    }
    if (hovered && io.MouseWheel != 0.0f)
        ZoomAbout(io.MousePos, std::pow(1.25f, io.MouseWheel));
    // The zoom buttons lie on the map and come after it, so this frame's hover
    // test cannot see them yet; the last frame's hovered item can. Two quick
    // taps on + zoom in twice: they are not the map's double click (Fit).
    const ImGuiID over = ImGui::GetCurrentContext()->HoveredIdPreviousFrame;
    const bool over_map = hovered && (over == 0 || over == ImGui::GetItemID());
    if (over_map && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left))
        Fit();

    // Hover: not while dragging the map about.
    const bool dragging = active && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 3.0f);
    HoverCity(hovered && !dragging ? CityNear(io.MousePos) : -1);
}

void CitiesMapView::Frame(const ScreenRect& field, const std::vector<Action>& actions, bool interactive)
{
    const bool resized = field.Width() != m_Field.Width() || field.Height() != m_Field.Height();
    m_Field = field;
    if (!m_Picture)
        return;
    if (m_Fitted && (resized || !m_MapUploaded))
        Fit();
    EnsureTextures();
    if (interactive)
        HandleInput(field, actions);
    else
        HoverCity(-1);

    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(field.Min, field.Max, true);
    const float w = static_cast<float>(m_Picture->Map.width), h = static_cast<float>(m_Picture->Map.height);
    const ImVec2 p0 = TileToScreen(0.0f, 0.0f), p1 = TileToScreen(w, h);
    draw->AddRectFilled(ImVec2(p0.x - 3.0f, p0.y - 3.0f), ImVec2(p1.x + 3.0f, p1.y + 3.0f), colors::BoardRim, 4.0f);
    const unsigned texture = m_Zoom >= kMarkZoom ? m_GroundTexture : m_MapTexture;
    draw->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture)), p0, p1);
    DrawMarks(draw, field);
    DrawHover(draw);
    draw->PopClipRect();
    TestHooks_RecordRect("map", p0, p1);
    if (m_Hover.City >= 0)
        DrawHoverTooltip();
}

//-----------------------------------------------------------------------------
// [SECTION] Hover
//-----------------------------------------------------------------------------

int CitiesMapView::CityNear(const ImVec2& point) const
{
    const ImVec2 at = ScreenToTile(point);
    const cities::Map& map = m_Picture->Map;
    const int cx = static_cast<int>(std::floor(at.x)), cy = static_cast<int>(std::floor(at.y));
    const int reach = std::clamp(static_cast<int>(std::ceil(kPickRadius / m_Zoom)), 1, 24);
    int best = -1;
    float best_d2 = kPickRadius * kPickRadius + 0.25f * m_Zoom * m_Zoom;
    for (int y = std::max(0, cy - reach); y <= std::min(map.height - 1, cy + reach); ++y)
        for (int x = std::max(0, cx - reach); x <= std::min(map.width - 1, cx + reach); ++x)
        {
            const int city = m_Picture->CityAt[y * map.width + x];
            if (city < 0)
                continue;
            const ImVec2 s = TileToScreen(x + 0.5f, y + 0.5f);
            const float d2 = (s.x - point.x) * (s.x - point.x) + (s.y - point.y) * (s.y - point.y);
            if (d2 < best_d2)
            {
                best_d2 = d2;
                best = city;
            }
        }
    return best;
}

void CitiesMapView::HoverCity(int city)
{
    if (city == m_Hover.City)
        return;
    m_Hover = Hover{};
    m_Hover.City = city;
    if (city < 0)
        return;
    const cities::Map& map = m_Picture->Map;
    const int s = m_Picture->Params.min_distance, l = m_Picture->Params.max_distance;
    if (!m_Search)
        m_Search = std::make_unique<cities::LocalSearch>(map, m_Picture->Params.neighbours);

    // The rings as a (2l+1)² texture centred on the city, from one search.
    const int side = 2 * l + 1;
    const int tile = m_Picture->Cities[city];
    const int x0 = tile % map.width - l, y0 = tile / map.width - l;
    std::vector<std::uint32_t> ring(static_cast<size_t>(side) * side, 0);
    std::vector<int> steps_at(ring.size(), -1);
    m_Search->run(tile, l, [&](int reached, int steps) {
        const int rx = reached % map.width - x0, ry = reached / map.width - y0;
        steps_at[ry * side + rx] = steps;
        (steps < s ? m_Hover.Close : m_Hover.Within) += 1;
        const int other = m_Picture->CityAt[reached];
        if (other >= 0 && other != city)
            m_Hover.Neighbours.push_back({other, steps});
        return true;
    });
    m_Hover.Within += m_Hover.Close;
    // A tile on a region's edge (a neighbour outside it) is drawn stronger: the ring's line.
    for (int ry = 0; ry < side; ++ry)
        for (int rx = 0; rx < side; ++rx)
        {
            const int steps = steps_at[ry * side + rx];
            if (steps < 0)
                continue;
            const bool close = steps < s;
            bool edge = false;
            for (const cities::Step& step : cities::steps(4))
            {
                const int nx = rx + step.dx, ny = ry + step.dy;
                const int other = nx >= 0 && ny >= 0 && nx < side && ny < side ? steps_at[ny * side + nx] : -1;
                edge = edge || other < 0 || (close && other >= s);
            }
            ring[ry * side + rx] = close ? (edge ? kCloseEdge : kClose) : (edge ? kWithinEdge : kWithin);
        }
    GLint bound = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
    TexturesChanged();
    glBindTexture(GL_TEXTURE_2D, m_RingTexture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, side, side, 0, GL_RGBA, GL_UNSIGNED_BYTE, ring.data());
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(bound));
}

//-----------------------------------------------------------------------------
// [SECTION] Drawing
//-----------------------------------------------------------------------------

void CitiesMapView::DrawMarks(ImDrawList* draw, const ScreenRect& field) const
{
    if (m_Zoom < kMarkZoom)
        return;
    const cities::Map& map = m_Picture->Map;
    const ImVec2 a = ScreenToTile(field.Min), b = ScreenToTile(field.Max);
    const int x0 = std::max(0, static_cast<int>(std::floor(a.x))), y0 = std::max(0, static_cast<int>(std::floor(a.y)));
    const int x1 = std::min(map.width - 1, static_cast<int>(b.x)), y1 = std::min(map.height - 1, static_cast<int>(b.y));
    const float radius = m_Zoom * 0.36f;
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
        {
            if (m_Picture->CityAt[y * map.width + x] < 0)
                continue;
            const ImVec2 c = TileToScreen(x + 0.5f, y + 0.5f);
            draw->AddCircleFilled(c, radius + 1.0f, kCityEdge, 12);
            draw->AddCircleFilled(c, radius, kCity, 12);
        }
}

void CitiesMapView::DrawHover(ImDrawList* draw) const
{
    if (m_Hover.City < 0)
        return;
    const cities::Map& map = m_Picture->Map;
    const int l = m_Picture->Params.max_distance;
    const int tile = m_Picture->Cities[m_Hover.City];
    const float x = static_cast<float>(tile % map.width), y = static_cast<float>(tile / map.width);
    draw->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(m_RingTexture)),
                   TileToScreen(x - l, y - l), TileToScreen(x + l + 1, y + l + 1));

    const ImVec2 from = TileToScreen(x + 0.5f, y + 0.5f);
    const int nearest = m_Hover.Neighbours.empty() ? -1 : m_Hover.Neighbours.front().Steps;
    const float mark = std::fmax(4.0f, m_Zoom * 0.5f);
    for (size_t i = 0; i < m_Hover.Neighbours.size() && i < kMaxLines; ++i)
    {
        const Neighbour& n = m_Hover.Neighbours[i];
        const int other = m_Picture->Cities[n.City];
        const ImVec2 to = TileToScreen(other % map.width + 0.5f, other / map.width + 0.5f);
        const bool is_nearest = n.Steps == nearest;
        draw->AddLine(from, to, is_nearest ? colors::Good : WithAlpha(colors::TextMain, 0.55f), is_nearest ? 2.0f : 1.0f);
        draw->AddCircle(to, mark, is_nearest ? colors::Good : colors::TextMain, 16, 1.5f);
    }
    draw->AddCircle(from, mark + 2.0f, colors::AccentWarm, 20, 2.5f);
}

void CitiesMapView::DrawHoverTooltip() const
{
    const cities::Params& p = m_Picture->Params;
    const int tile = m_Picture->Cities[m_Hover.City];
    ImGui::BeginTooltip();
    ImGui::Text("City at %d, %d", tile % m_Picture->Map.width, tile / m_Picture->Map.width);
    if (m_Hover.Neighbours.empty())
    {
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Warn).Value);
        ImGui::Text("No other city within l = %d steps", p.max_distance);
        for (const cities::Isolated& isolated : m_Picture->Isolated)
            if (isolated.city == m_Hover.City)
                ImGui::TextUnformatted(isolated.why.c_str());
        ImGui::PopStyleColor();
    }
    else
    {
        const int nearest = m_Hover.Neighbours.front().Steps;
        int at_nearest = 0;
        for (const Neighbour& n : m_Hover.Neighbours)
            at_nearest += n.Steps == nearest ? 1 : 0;
        ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::Good).Value);
        ImGui::Text("Nearest city: %d steps (%d at that distance)", nearest, at_nearest);
        ImGui::PopStyleColor();
        ImGui::Text("%d other cities within l = %d steps", static_cast<int>(m_Hover.Neighbours.size()), p.max_distance);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImColor(colors::TextDim).Value);
    ImGui::Text("Red: the %d tiles closer than s = %d steps", m_Hover.Close, p.min_distance);
    ImGui::Text("Blue: %d more within l = %d steps", m_Hover.Within - m_Hover.Close, p.max_distance);
    ImGui::PopStyleColor();
    ImGui::EndTooltip();
}

//-----------------------------------------------------------------------------
// [SECTION] Test hooks
//-----------------------------------------------------------------------------

void CitiesMapView::AddState(JsonObject& out) const
{
    // Where tile (0, 0)'s corner is on screen and how big a tile is, so a
    // test can point at any tile; the city nearest the field's centre.
    int centre_x = -1, centre_y = -1;
    if (m_Picture)
    {
        const ImVec2 c = ScreenToTile(ImVec2((m_Field.Min.x + m_Field.Max.x) * 0.5f, (m_Field.Min.y + m_Field.Max.y) * 0.5f));
        const int w = m_Picture->Map.width;
        float best = 1e30f;
        for (int tile : m_Picture->Cities)
        {
            const float dx = tile % w + 0.5f - c.x, dy = tile / w + 0.5f - c.y;
            if (dx * dx + dy * dy < best)
            {
                best = dx * dx + dy * dy;
                centre_x = tile % w;
                centre_y = tile / w;
            }
        }
    }
    const ImVec2 origin = TileToScreen(0.0f, 0.0f);
    int nearest = -1;
    if (!m_Hover.Neighbours.empty())
        nearest = m_Hover.Neighbours.front().Steps;
    const int hover_tile = m_Hover.City >= 0 ? m_Picture->Cities[m_Hover.City] : -1;
    const int w = m_Picture ? m_Picture->Map.width : 1;
    JsonObject view, hover;
    view.add("x0", static_cast<double>(origin.x))
        .add("y0", static_cast<double>(origin.y))
        .add("zoom", static_cast<double>(m_Zoom))
        .add("fit_zoom", static_cast<double>(m_FitZoom))
        .add("fitted", m_Fitted)
        .add_raw("centre_city", "[" + std::to_string(centre_x) + "," + std::to_string(centre_y) + "]");
    hover.add("city", m_Hover.City)
        .add("x", hover_tile >= 0 ? hover_tile % w : -1)
        .add("y", hover_tile >= 0 ? hover_tile / w : -1)
        .add("nearest", nearest)
        .add("neighbours", static_cast<int>(m_Hover.Neighbours.size()))
        .add("close_tiles", m_Hover.Close)
        .add("within_tiles", m_Hover.Within);
    out.add("view", view).add("hover", hover);
}

}  // namespace pgw::app
