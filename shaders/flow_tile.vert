#version 300 es
// flow_tile.vert — one instance per Flow board cell; the quad's corners come
// from gl_VertexID, so the draw needs no vertex buffer, only the instances.
precision highp float;

layout(location = 0) in vec3 i_cell;     // x, y (cells), rotation angle (radians, clockwise)
layout(location = 1) in uvec4 i_heights; // unrotated N, E, S, W: 0 low, 1 normal, 2 high
layout(location = 2) in uvec4 i_flags;   // x: bits (1 locked, 2 cursor, 4 won), y: problem sides (unrotated bits)
layout(location = 3) in uvec4 i_layers;  // flow layers, lowest first (FlowTileRenderer::Layers), 0 after the last

uniform vec2 u_framebuffer;  // framebuffer size, px
uniform vec2 u_origin;       // top-left of cell (0, 0), framebuffer px from the top-left
uniform float u_cell;        // cell side, framebuffer px

out vec2 v_local;   // the tile's own frame, -0.5..0.5, y down, before its rotation
out vec2 v_screen;  // the cell's frame on screen, -0.5..0.5, y down
flat out vec4 v_heights;
flat out vec4 v_problems;  // 1 on each side Check marks
flat out uvec2 v_flags;    // x: bits, y: problem side bits
flat out uvec4 v_layers;

void main()
{
    // Two triangles: 0 1 2, 2 1 3 over the corners (0,0) (1,0) (0,1) (1,1).
    const int kCorner[6] = int[6](0, 1, 2, 2, 1, 3);
    int corner = kCorner[gl_VertexID];
    vec2 unit = vec2(float(corner & 1), float(corner >> 1));

    vec2 pixel = u_origin + (i_cell.xy + unit) * u_cell;
    gl_Position = vec4(pixel.x / u_framebuffer.x * 2.0 - 1.0, 1.0 - pixel.y / u_framebuffer.y * 2.0, 0.0, 1.0);

    // Undo the clockwise turn (y down): the tile's drawing stays in its own frame.
    v_screen = unit - 0.5;
    float c = cos(i_cell.z), s = sin(i_cell.z);
    v_local = vec2(v_screen.x * c + v_screen.y * s, -v_screen.x * s + v_screen.y * c);
    v_heights = vec4(i_heights);
    v_problems = vec4(notEqual(uvec4(i_flags.y) & uvec4(1u, 2u, 4u, 8u), uvec4(0u)));
    v_flags = i_flags.xy;
    v_layers = i_layers;
}
