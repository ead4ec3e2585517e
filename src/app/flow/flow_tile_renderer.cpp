// flow_tile_renderer.cpp — see flow_tile_renderer.hpp.
#include "app/flow/flow_tile_renderer.hpp"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cstddef>
#include <string>

#include "app/platform/frame_pacer.hpp"

namespace pgw::app {

// shaders/flow_tile.{vert,frag}, embedded at build time (scripts/embed_file.cmake).
extern const unsigned char kFlowTileVert[];
extern const unsigned int kFlowTileVertSize;
extern const unsigned char kFlowTileFrag[];
extern const unsigned int kFlowTileFragSize;

static GLuint CompileShader(GLenum type, const unsigned char* source, unsigned int size, std::string* error)
{
    const GLuint shader = glCreateShader(type);
    const GLchar* text = reinterpret_cast<const GLchar*>(source);
    const GLint length = static_cast<GLint>(size);
    glShaderSource(shader, 1, &text, &length);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok == GL_TRUE)
        return shader;
    char log[1024] = {};
    glGetShaderInfoLog(shader, sizeof(log) - 1, nullptr, log);
    *error = std::string(type == GL_VERTEX_SHADER ? "flow_tile.vert: " : "flow_tile.frag: ") + log;
    glDeleteShader(shader);
    return 0;
}

FlowTileRenderer::~FlowTileRenderer()
{
    if (m_InstanceBuffer != 0)
        glDeleteBuffers(1, &m_InstanceBuffer);
    if (m_VertexArray != 0)
        glDeleteVertexArrays(1, &m_VertexArray);
    if (m_Program != 0)
        glDeleteProgram(m_Program);
}

bool FlowTileRenderer::EnsureResources()
{
    if (m_Tried)
        return m_Program != 0;
    m_Tried = true;

    const GLuint vert = CompileShader(GL_VERTEX_SHADER, kFlowTileVert, kFlowTileVertSize, &m_Error);
    const GLuint frag = vert != 0 ? CompileShader(GL_FRAGMENT_SHADER, kFlowTileFrag, kFlowTileFragSize, &m_Error) : 0;
    if (frag == 0)
    {
        if (vert != 0)
            glDeleteShader(vert);
        return false;
    }
    const GLuint program = glCreateProgram();
    glAttachShader(program, vert);
    glAttachShader(program, frag);
    glLinkProgram(program);
    glDeleteShader(vert);
    glDeleteShader(frag);
    GLint ok = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE)
    {
        char log[1024] = {};
        glGetProgramInfoLog(program, sizeof(log) - 1, nullptr, log);
        m_Error = std::string("flow_tile program: ") + log;
        glDeleteProgram(program);
        return false;
    }
    m_Program = program;
    m_UniformFramebuffer = glGetUniformLocation(program, "u_framebuffer");
    m_UniformOrigin = glGetUniformLocation(program, "u_origin");
    m_UniformCell = glGetUniformLocation(program, "u_cell");
    m_UniformTime = glGetUniformLocation(program, "u_time");

    // The instance layout, once: a per-instance attribute per field.
    glGenVertexArrays(1, &m_VertexArray);
    glGenBuffers(1, &m_InstanceBuffer);
    glBindVertexArray(m_VertexArray);
    glBindBuffer(GL_ARRAY_BUFFER, m_InstanceBuffer);
    const GLsizei stride = sizeof(GpuInstance);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(GpuInstance, X)));
    glEnableVertexAttribArray(1);
    glVertexAttribIPointer(1, 4, GL_UNSIGNED_BYTE, stride, reinterpret_cast<void*>(offsetof(GpuInstance, Heights)));
    glEnableVertexAttribArray(2);
    glVertexAttribIPointer(2, 4, GL_UNSIGNED_BYTE, stride, reinterpret_cast<void*>(offsetof(GpuInstance, Flags)));
    glEnableVertexAttribArray(3);
    glVertexAttribIPointer(3, 4, GL_UNSIGNED_SHORT, stride, reinterpret_cast<void*>(offsetof(GpuInstance, Layers)));
    for (GLuint location = 0; location < 4; ++location)
        glVertexAttribDivisor(location, 1);
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    return true;
}

// A layer is one flow kind's arms, drawn as one shape: packed as kind (bits
// 0-2) | side bits N, E, S, W (3-6) | height above the tile's lowest layer
// (7-8, casts a shadow) | a single arm (9, ends in a cap). A kind splits into
// one layer per height only when each height has two arms or more (a flyover
// of a road over a road), never a slope's single arms.
void FlowTileRenderer::Layers(const FlowTileInstance& instance, std::uint16_t layers[4])
{
    struct Layer {
        int kind, sides, arms, height;
    };
    Layer found[4] = {};
    int count = 0;
    for (int kind = 1; kind <= 4; ++kind)
    {
        int sides_at[3] = {}, arms_at[3] = {}, heights = 0, sides = 0;
        for (int side = 0; side < 4; ++side)
            if (instance.Flows[side] == kind)
            {
                const int height = std::min<int>(instance.Heights[side], 2);
                heights += arms_at[height] == 0;
                sides_at[height] |= 1 << side;
                arms_at[height] += 1;
                sides |= 1 << side;
            }
        if (sides == 0)
            continue;
        bool split = heights > 1;
        for (int height = 0; height < 3; ++height)
            split = split && arms_at[height] != 1;
        if (split)
        {
            for (int height = 0; height < 3; ++height)
                if (arms_at[height] > 0)
                    found[count++] = {kind, sides_at[height], arms_at[height], height};
        }
        else
        {
            const int lowest = arms_at[0] > 0 ? 0 : arms_at[1] > 0 ? 1 : 2;
            found[count++] = {kind, sides, arms_at[0] + arms_at[1] + arms_at[2], lowest};
        }
    }
    // At most four sides, so at most four layers. Lowest first, then by kind.
    std::stable_sort(found, found + count, [](const Layer& a, const Layer& b) { return a.height < b.height; });
    for (int i = 0; i < 4; ++i)
        layers[i] = i < count ? static_cast<std::uint16_t>(found[i].kind | found[i].sides << 3 |
                                                           (found[i].height - found[0].height) << 7 |
                                                           (found[i].arms == 1 ? 1 << 9 : 0))
                              : 0;
}

void FlowTileRenderer::Submit(ImDrawList* draw, const ImVec2& origin, float cell, const ScreenRect& clip,
                              const std::vector<FlowTileInstance>& instances, float time)
{
    m_Instances.resize(instances.size());
    for (std::size_t i = 0; i < instances.size(); ++i)
    {
        const FlowTileInstance& from = instances[i];
        GpuInstance& to = m_Instances[i];
        to.X = from.X;
        to.Y = from.Y;
        to.Angle = from.Angle;
        std::copy(from.Heights, from.Heights + 4, to.Heights);
        std::copy(from.Flags, from.Flags + 4, to.Flags);
        Layers(from, to.Layers);
    }
    m_Origin = origin;
    m_Cell = cell;
    m_Clip = clip;
    m_Time = time;
    // The tiles are not in ImGui's draw data: the frame pacer sees them here.
    MixFrameHash(m_Instances.data(), m_Instances.size() * sizeof(GpuInstance));
    const float uniforms[] = {origin.x, origin.y, cell, clip.Min.x, clip.Min.y, clip.Max.x, clip.Max.y, time};
    MixFrameHash(uniforms, sizeof(uniforms));
    draw->AddCallback(&FlowTileRenderer::RenderCallback, this);
    draw->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void FlowTileRenderer::RenderCallback(const ImDrawList*, const ImDrawCmd* cmd)
{
    static_cast<FlowTileRenderer*>(cmd->UserCallbackData)->Render();
}

void FlowTileRenderer::Render()
{
    if (m_Instances.empty() || !EnsureResources())
        return;
    const ImDrawData* data = ImGui::GetDrawData();
    const ImVec2 scale = data->FramebufferScale;
    const float fb_w = data->DisplaySize.x * scale.x;
    const float fb_h = data->DisplaySize.y * scale.y;
    const ImVec2 origin((m_Origin.x - data->DisplayPos.x) * scale.x, (m_Origin.y - data->DisplayPos.y) * scale.y);

    // GL's scissor counts rows from the bottom.
    const float clip_x = (m_Clip.Min.x - data->DisplayPos.x) * scale.x;
    const float clip_y = (m_Clip.Min.y - data->DisplayPos.y) * scale.y;
    glViewport(0, 0, static_cast<GLsizei>(fb_w), static_cast<GLsizei>(fb_h));
    glEnable(GL_SCISSOR_TEST);
    glScissor(static_cast<GLint>(clip_x), static_cast<GLint>(fb_h - clip_y - m_Clip.Height() * scale.y),
              static_cast<GLsizei>(m_Clip.Width() * scale.x), static_cast<GLsizei>(m_Clip.Height() * scale.y));
    glDisable(GL_BLEND);  // every fragment of a tile is opaque

    glUseProgram(m_Program);
    glUniform2f(m_UniformFramebuffer, fb_w, fb_h);
    glUniform2f(m_UniformOrigin, origin.x, origin.y);
    glUniform1f(m_UniformCell, m_Cell * scale.x);
    glUniform1f(m_UniformTime, m_Time);

    glBindVertexArray(m_VertexArray);
    glBindBuffer(GL_ARRAY_BUFFER, m_InstanceBuffer);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(m_Instances.size() * sizeof(GpuInstance)),
                 m_Instances.data(), GL_STREAM_DRAW);
    glDrawArraysInstanced(GL_TRIANGLES, 0, 6, static_cast<GLsizei>(m_Instances.size()));
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

}  // namespace pgw::app
