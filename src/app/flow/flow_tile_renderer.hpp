// flow_tile_renderer.hpp — draws a Flow board with one instanced WebGL2 call.
//
// Each cell is one instance of a quad; shaders/flow_tile.{vert,frag} paint the
// tile procedurally (flows, bridges, heights, lock, Check highlights). The
// draw goes into the ImGui frame through an ImDrawList callback, so it sits
// exactly in draw order between the board's backdrop and the popups drawn
// later: the callback sets its own viewport, scissor and program, draws, and
// the ImDrawCallback_ResetRenderState that follows hands imgui_impl_opengl3
// its state back (1.86 restores nothing after a user callback on its own).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/midend/screen.hpp"
#include "imgui.h"

namespace pgw::app {

// One cell of the board, as callers describe it.
struct FlowTileInstance {
    float X = 0, Y = 0;        // cell column, row
    float Angle = 0;           // clockwise, radians (animated)
    std::uint8_t Flows[4] = {};    // unrotated sides N, E, S, W: flow::Flow values
    std::uint8_t Heights[4] = {};  // unrotated sides: flow::Height values
    std::uint8_t Flags[4] = {};    // [0]: kFlowTile* bits; [1]: problem sides, unrotated bits
};

enum : std::uint8_t {
    kFlowTileLocked = 1,
    kFlowTileCursor = 2,
    kFlowTileWon = 4,
};

class FlowTileRenderer {
public:
    FlowTileRenderer() = default;
    FlowTileRenderer(const FlowTileRenderer&) = delete;
    FlowTileRenderer& operator=(const FlowTileRenderer&) = delete;
    ~FlowTileRenderer();

    // Queues the board into `draw`: cells of `cell` CSS px from `origin`,
    // clipped to `clip`. The instances are copied; they are drawn when ImGui
    // renders this frame.
    void Submit(ImDrawList* draw, const ImVec2& origin, float cell, const ScreenRect& clip,
                const std::vector<FlowTileInstance>& instances, float time);

    // Empty until a shader failed to build; then why (shown once by the screen).
    const std::string& Error() const { return m_Error; }

private:
    // One cell as the shaders read it (matches the vertex attributes): the
    // caller's fields plus its flow layers, worked out here once per cell so
    // the fragment shader need not find and sort them per pixel.
    struct GpuInstance {
        float X, Y, Angle;
        std::uint8_t Heights[4];
        std::uint8_t Flags[4];    // [0], [1] as in FlowTileInstance
        std::uint16_t Layers[4];  // lowest first, see Layers(); 0 after the last
    };
    static void Layers(const FlowTileInstance& instance, std::uint16_t layers[4]);
    static void RenderCallback(const ImDrawList* list, const ImDrawCmd* cmd);
    bool EnsureResources();
    void Render();

    std::vector<GpuInstance> m_Instances;
    ImVec2 m_Origin;
    float m_Cell = 0.0f;
    ScreenRect m_Clip;
    float m_Time = 0.0f;

    unsigned m_Program = 0;
    unsigned m_VertexArray = 0;
    unsigned m_InstanceBuffer = 0;
    int m_UniformFramebuffer = -1, m_UniformOrigin = -1, m_UniformCell = -1, m_UniformTime = -1;
    bool m_Tried = false;
    std::string m_Error;
};

}  // namespace pgw::app
