// flow_tile_renderer.cpp — see flow_tile_renderer.hpp.
#include "app/flow_tile_renderer.hpp"

#include <GLES3/gl3.h>

#include <cstddef>
#include <string>

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
    const GLsizei stride = sizeof(FlowTileInstance);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<void*>(offsetof(FlowTileInstance, X)));
    glEnableVertexAttribArray(1);
    glVertexAttribIPointer(1, 4, GL_UNSIGNED_BYTE, stride, reinterpret_cast<void*>(offsetof(FlowTileInstance, Flows)));
    glEnableVertexAttribArray(2);
    glVertexAttribIPointer(2, 4, GL_UNSIGNED_BYTE, stride, reinterpret_cast<void*>(offsetof(FlowTileInstance, Heights)));
    glEnableVertexAttribArray(3);
    glVertexAttribIPointer(3, 4, GL_UNSIGNED_BYTE, stride, reinterpret_cast<void*>(offsetof(FlowTileInstance, Flags)));
    for (GLuint location = 0; location < 4; ++location)
        glVertexAttribDivisor(location, 1);
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    return true;
}

void FlowTileRenderer::Submit(ImDrawList* draw, const ImVec2& origin, float cell, const ScreenRect& clip,
                              const std::vector<FlowTileInstance>& instances, float time)
{
    m_Instances = instances;
    m_Origin = origin;
    m_Cell = cell;
    m_Clip = clip;
    m_Time = time;
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
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(m_Instances.size() * sizeof(FlowTileInstance)),
                 m_Instances.data(), GL_STREAM_DRAW);
    glDrawArraysInstanced(GL_TRIANGLES, 0, 6, static_cast<GLsizei>(m_Instances.size()));
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

}  // namespace pgw::app
