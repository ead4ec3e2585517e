#version 300 es
// flow_tile.frag — draws one Flow tile procedurally in its own (unrotated)
// frame: ground, then each flow kind as bands from its sides' midpoints to
// the centre, lower flows first so a higher one bridges over them with a
// shadow. Heights shade the bands (low darker, high lighter with a rim).
// Every edge is antialiased by its distance over fwidth, so the board is
// crisp at any zoom and pixel ratio.
precision highp float;

in vec2 v_local;
in vec2 v_screen;
flat in uvec4 v_flows;
flat in uvec4 v_heights;
flat in uvec4 v_flags;

uniform float u_time;

out vec4 o_color;

const vec2 kSideDir[4] = vec2[4](vec2(0.0, -1.0), vec2(1.0, 0.0), vec2(0.0, 1.0), vec2(-1.0, 0.0));
const float kHalfWidth[5] = float[5](0.0, 0.17, 0.10, 0.15, 0.14);  // by flow kind

float g_aa;  // local units per framebuffer pixel

// 1 inside (d < 0), 0 outside, one pixel of smooth edge.
float fill(float d) { return clamp(0.5 - d / g_aa, 0.0, 1.0); }

float roundedBox(vec2 p, float half_side, float radius)
{
    vec2 q = abs(p) - vec2(half_side - radius);
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

// One flow kind's shape in this tile: distance to it, and where the pixel
// lies along (0 at the side, 0.5 at the centre) and across its nearest band.
struct Band {
    float dist;
    float along;
    float across;
    float height;  // 0 low, 1 normal, 2 high: of the nearest side
    int sides;
};

Band bandOf(int kind, vec2 p)
{
    Band band = Band(1e5, 0.0, 0.0, 1.0, 0);
    float half_width = kHalfWidth[kind];
    for (int side = 0; side < 4; ++side)
    {
        if (int(v_flows[side]) != kind)
            continue;
        band.sides += 1;
        vec2 dir = kSideDir[side];
        float along = clamp(dot(p, dir), 0.0, 0.5);
        vec2 nearest = dir * along;
        float d = length(p - nearest) - half_width;
        if (d < band.dist)
        {
            band.dist = d;
            band.along = 0.5 - along;
            band.across = dot(p, vec2(-dir.y, dir.x));
            band.height = float(v_heights[side]);
        }
    }
    // A single side ends in a cap at the centre: a wider disc (a square,
    // a pond, a clearing, a station).
    if (band.sides == 1)
    {
        float cap = length(p) - half_width * 1.55;
        if (cap < band.dist)
        {
            band.dist = cap;
            band.across = p.x;
        }
    }
    return band;
}

vec3 shadeForHeight(vec3 color, float height)
{
    return color * (0.72 + 0.2 * height) + vec3(0.05) * max(height - 1.0, 0.0);
}

// The flow's own surface at this pixel (inside its band).
vec3 surface(int kind, Band band, vec2 p)
{
    float hw = kHalfWidth[kind];
    if (kind == 1)  // road: asphalt, a dashed centre line
    {
        vec3 color = vec3(0.25, 0.27, 0.30);
        float dash = step(0.5, fract(band.along * 7.0 + 0.25));
        float line = fill(abs(band.across) - 0.012) * dash * (band.sides == 1 ? 0.0 : 1.0);
        color = mix(color, vec3(0.95, 0.82, 0.35), line);
        float kerb = fill(band.dist + 0.022);
        return mix(vec3(0.55, 0.56, 0.58), color, kerb);
    }
    if (kind == 2)  // path: packed sand, a few pebbles
    {
        vec3 color = vec3(0.80, 0.68, 0.45);
        float grain = fract(sin(dot(floor(p * 40.0), vec2(12.9898, 78.233))) * 43758.5453);
        return color * (0.92 + 0.12 * grain);
    }
    if (kind == 3)  // river: water with slow ripples, lighter banks
    {
        vec3 color = vec3(0.16, 0.45, 0.78);
        float ripple = sin(band.along * 38.0 - u_time * 2.5 + band.across * 9.0);
        color += vec3(0.06, 0.08, 0.08) * smoothstep(0.6, 1.0, ripple);
        float bank = fill(band.dist + 0.025);
        return mix(vec3(0.55, 0.72, 0.62), color, bank);
    }
    // rail: ballast, sleepers across, two steel rails
    vec3 color = vec3(0.42, 0.38, 0.34);
    float sleeper = fill(abs(fract(band.along * 9.0) - 0.5) - 0.16) * fill(abs(band.across) - hw * 0.85);
    color = mix(color, vec3(0.45, 0.30, 0.18), sleeper);
    float rails = fill(abs(abs(band.across) - hw * 0.45) - 0.014);
    return mix(color, vec3(0.82, 0.84, 0.88), rails);
}

void main()
{
    vec2 p = v_local;
    g_aa = max(length(fwidth(p)) * 0.7071, 1e-4);
    uint bits = v_flags.x;
    bool locked = (bits & 1u) != 0u;
    bool cursor = (bits & 2u) != 0u;
    bool won = (bits & 4u) != 0u;

    // --- Ground: a rounded tile with a faint gap to its neighbours ---
    vec3 color = locked ? vec3(0.20, 0.30, 0.20) : vec3(0.27, 0.45, 0.27);
    float speck = fract(sin(dot(floor(p * 24.0), vec2(27.17, 91.31))) * 13758.5453);
    color *= 0.95 + 0.08 * speck;
    if (won)
        color = mix(color, vec3(0.36, 0.80, 0.55), 0.18);
    float tile = roundedBox(p, 0.5 - 0.012, 0.06);
    // Light from the top-left of the screen: a bevel on the tile's rim.
    float rim = 1.0 - fill(tile + 0.035);
    vec2 light = v_screen;
    color *= mix(1.0, 1.0 - 0.5 * (light.x + light.y), rim);
    vec4 out_color = vec4(vec3(0.09, 0.12, 0.18), 1.0);
    out_color.rgb = mix(out_color.rgb, color, fill(tile));

    // --- Flows, lowest first ---
    Band bands[5];
    float order[5];
    for (int kind = 1; kind <= 4; ++kind)
    {
        bands[kind] = bandOf(kind, p);
        order[kind] = bands[kind].sides > 0 ? bands[kind].height * 8.0 + float(kind) : -1.0;
    }
    float lowest = 3.0;
    for (int kind = 1; kind <= 4; ++kind)
        if (bands[kind].sides > 0)
            lowest = min(lowest, bands[kind].height);
    float drawn = -0.5;
    for (int step_index = 0; step_index < 4; ++step_index)
    {
        // The next kind up (selection: at most four kinds).
        int next = 0;
        float best = 1e5;
        for (int kind = 1; kind <= 4; ++kind)
            if (order[kind] > drawn && order[kind] < best)
            {
                best = order[kind];
                next = kind;
            }
        if (next == 0)
            break;
        drawn = best;
        Band band = bands[next];
        float raised = band.height - lowest;
        if (raised > 0.0)  // a bridge: its shadow falls down and right
        {
            vec2 offset = vec2(0.035, 0.045) * raised;
            Band shadow = bandOf(next, p - offset);
            out_color.rgb *= 1.0 - 0.45 * clamp(0.5 - shadow.dist / (g_aa * 4.0), 0.0, 1.0);
        }
        vec3 flow = shadeForHeight(surface(next, band, p), band.height);
        if (band.height > 1.5)  // high: a light rim along the band's edge
            flow = mix(flow, vec3(0.92, 0.90, 0.84), fill(abs(band.dist + 0.012) - 0.01) * 0.8);
        out_color.rgb = mix(out_color.rgb, flow, fill(band.dist) * fill(tile - 0.001 + 0.012));
    }

    // --- Problems (Check): a red glow along each offending side ---
    for (int side = 0; side < 4; ++side)
        if ((v_flags.y & (1u << uint(side))) != 0u)
        {
            float edge = 0.5 - dot(p, kSideDir[side]);
            float pulse = 0.75 + 0.25 * sin(u_time * 6.0);
            out_color.rgb = mix(out_color.rgb, vec3(1.0, 0.33, 0.33), pulse * (1.0 - smoothstep(0.0, 0.12, edge)));
        }

    // --- Lock: four bolts in the corners, on screen (they do not turn) ---
    if (locked)
    {
        vec2 corner = abs(v_screen) - vec2(0.39);
        float bolt = length(corner) - 0.045;
        out_color.rgb = mix(out_color.rgb, vec3(0.10, 0.10, 0.12), fill(bolt - 0.015));
        out_color.rgb = mix(out_color.rgb, vec3(1.0, 0.72, 0.28), fill(bolt));
    }

    // --- Keyboard cursor: an accent ring inside the cell ---
    if (cursor)
    {
        float ring = abs(roundedBox(v_screen, 0.47, 0.08)) - 0.018;
        out_color.rgb = mix(out_color.rgb, vec3(0.21, 0.71, 0.79), fill(ring));
    }
    o_color = out_color;
}
