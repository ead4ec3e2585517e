#version 300 es
// flow_tile.frag — draws one Flow tile procedurally in its own (unrotated)
// frame: ground, then each flow layer as bands from its sides' midpoints to
// the centre, lower layers first so a higher one bridges over them with a
// shadow. Heights shade the bands (low darker, high lighter with a rim).
// Every edge is antialiased by its distance over fwidth, so the board is
// crisp at any zoom and pixel ratio.
//
// Cost: CI and the e2e tests render on SwiftShader, which runs both sides of
// every `if` (lanes masked) but leaves a loop once no lane is in it. So work
// only some tiles need sits in loops whose trip count is flat per tile: the
// layers present (sorted on the CPU), a bridge's shadow, each kind's surface,
// Check, lock, cursor. Arms are measured for all four sides at once in vec4s:
// no arrays indexed per pixel.
precision highp float;

in vec2 v_local;
in vec2 v_screen;
flat in vec4 v_heights;
flat in vec4 v_problems;
flat in uvec2 v_flags;
flat in uvec4 v_layers;  // each: kind | side bits << 3 | raise << 7 | one side << 9

uniform float u_time;

out vec4 o_color;

// Runs the statement after it when `cond` holds: a 0-or-1 trip loop, which
// SwiftShader skips when the whole tile says no (see above).
#define ONLY_IF(cond) for (int once_ = int(cond); once_ > 0; --once_)

float g_aa;  // local units per framebuffer pixel

// 1 inside (d < 0), 0 outside, one pixel of smooth edge.
float fill(float d) { return clamp(0.5 - d / g_aa, 0.0, 1.0); }

float roundedBox(vec2 p, float half_side, float radius)
{
    vec2 q = abs(p) - vec2(half_side - radius);
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

// Distances from p to the arms (centre to the midpoint of N, E, S, W; huge
// where `sides` is 0), with where p lies along (`along`: 0 at the side) and
// across each arm.
vec4 armDistances(vec2 p, vec4 sides, out vec4 along, out vec4 across)
{
    vec4 a = vec4(-p.y, p.x, p.y, -p.x);
    vec4 t = clamp(a, 0.0, 0.5);
    along = 0.5 - t;
    across = vec4(p.x, p.y, -p.x, -p.y);
    vec4 off = a - t;
    return sqrt(across * across + off * off) + (1.0 - sides) * 1e5;
}

// A layer's distance only (for its shadow). A single arm ends in a wider
// disc at the centre (a square, a pond, a clearing, a station).
float layerDistance(vec2 p, vec4 sides, float half_width, bool single)
{
    vec4 along, across;
    vec4 d = armDistances(p, sides, along, across);
    float dist = min(min(d.x, d.y), min(d.z, d.w)) - half_width;
    return single ? min(dist, length(p) - half_width * 1.55) : dist;
}

// A layer's distance, and at its nearest arm (the first on ties): along,
// across and that side's height.
float layerBand(vec2 p, vec4 sides, float half_width, bool single, out vec3 band)
{
    vec4 along, across;
    vec4 d = armDistances(p, sides, along, across);
    float dist = d.x;
    band = vec3(along.x, across.x, v_heights.x);
    band = d.y < dist ? vec3(along.y, across.y, v_heights.y) : band;
    dist = min(dist, d.y);
    band = d.z < dist ? vec3(along.z, across.z, v_heights.z) : band;
    dist = min(dist, d.z);
    band = d.w < dist ? vec3(along.w, across.w, v_heights.w) : band;
    dist = min(dist, d.w) - half_width;
    float cap = length(p) - half_width * 1.55;
    band.y = single && cap < dist ? p.x : band.y;
    return single ? min(dist, cap) : dist;
}

vec3 shadeForHeight(vec3 color, float height)
{
    return color * (0.72 + 0.2 * height) + vec3(0.05) * max(height - 1.0, 0.0);
}

void main()
{
    vec2 p = v_local;
    g_aa = max(length(fwidth(p)) * 0.7071, 1e-4);
    uint bits = v_flags.x;
    bool locked = (bits & 1u) != 0u;

    // --- Ground: a rounded tile with a faint gap to its neighbours ---
    vec3 color = locked ? vec3(0.20, 0.30, 0.20) : vec3(0.27, 0.45, 0.27);
    float speck = fract(sin(dot(floor(p * 24.0), vec2(27.17, 91.31))) * 13758.5453);
    color *= 0.95 + 0.08 * speck;
    color = mix(color, vec3(0.36, 0.80, 0.55), (bits & 4u) != 0u ? 0.18 : 0.0);  // won
    float tile = roundedBox(p, 0.5 - 0.012, 0.06);
    // Light from the top-left of the screen: a bevel on the tile's rim.
    float rim = 1.0 - fill(tile + 0.035);
    color *= mix(1.0, 1.0 - 0.5 * (v_screen.x + v_screen.y), rim);
    vec3 out_color = mix(vec3(0.09, 0.12, 0.18), color, fill(tile));
    float inside = fill(tile - 0.001 + 0.012);

    // --- Flow layers, lowest first (none on an empty tile) ---
    uvec4 layers = v_layers;
    for (int i = 0; i < 4 && layers.x != 0u; ++i)
    {
        uint layer = layers.x;
        layers = uvec4(layers.yzw, 0u);
        uint kind = layer & 7u;
        vec4 sides = vec4(notEqual(uvec4(layer) & uvec4(8u, 16u, 32u, 64u), uvec4(0u)));
        bool single = (layer & 512u) != 0u;
        float hw = kind == 1u ? 0.17 : kind == 2u ? 0.10 : kind == 3u ? 0.15 : 0.14;

        ONLY_IF((layer & 384u) != 0u)  // raised above the tile's lowest: a bridge's shadow, down and right
        {
            vec2 offset = vec2(0.035, 0.045) * float((layer >> 7) & 3u);
            float shadow = layerDistance(p - offset, sides, hw, single);
            out_color *= 1.0 - 0.45 * clamp(0.5 - shadow / (g_aa * 4.0), 0.0, 1.0);
        }

        vec3 band;  // along, across, height
        float dist = layerBand(p, sides, hw, single, band);
        vec3 flow = vec3(0.0);
        ONLY_IF(kind == 1u)  // road: asphalt, a dashed centre line
        {
            vec3 asphalt = vec3(0.25, 0.27, 0.30);
            float dash = step(0.5, fract(band.x * 7.0 + 0.25));
            float line = single ? 0.0 : fill(abs(band.y) - 0.012) * dash;
            asphalt = mix(asphalt, vec3(0.95, 0.82, 0.35), line);
            flow = mix(vec3(0.55, 0.56, 0.58), asphalt, fill(dist + 0.022));
        }
        ONLY_IF(kind == 2u)  // path: packed sand with a line of stepping stones (a pattern, not only a colour)
        {
            float grain = fract(sin(dot(floor(p * 40.0), vec2(12.9898, 78.233))) * 43758.5453);
            flow = vec3(0.80, 0.68, 0.45) * (0.92 + 0.12 * grain);
            vec2 stone = vec2((fract(band.x * 5.0) - 0.5) / 5.0, band.y);
            flow = mix(flow, vec3(0.50, 0.40, 0.26), fill(length(stone) - 0.045) * (single ? 0.0 : 0.9));
        }
        ONLY_IF(kind == 3u)  // river: water with slow ripples, lighter banks
        {
            vec3 water = vec3(0.16, 0.45, 0.78);
            float ripple = sin(band.x * 38.0 - u_time * 2.5 + band.y * 9.0);
            water += vec3(0.06, 0.08, 0.08) * smoothstep(0.6, 1.0, ripple);
            flow = mix(vec3(0.55, 0.72, 0.62), water, fill(dist + 0.025));
        }
        ONLY_IF(kind == 4u)  // rail: ballast, sleepers across, two steel rails
        {
            vec3 ballast = vec3(0.42, 0.38, 0.34);
            float sleeper = fill(abs(fract(band.x * 9.0) - 0.5) - 0.16) * fill(abs(band.y) - hw * 0.85);
            ballast = mix(ballast, vec3(0.45, 0.30, 0.18), sleeper);
            float rails = fill(abs(abs(band.y) - hw * 0.45) - 0.014);
            flow = mix(ballast, vec3(0.82, 0.84, 0.88), rails);
        }
        flow = shadeForHeight(flow, band.z);
        // High: a light rim along the band's edge.
        float rim_high = band.z > 1.5 ? fill(abs(dist + 0.012) - 0.01) * 0.8 : 0.0;
        flow = mix(flow, vec3(0.92, 0.90, 0.84), rim_high);
        out_color = mix(out_color, flow, fill(dist) * inside);
    }

    // --- Problems (Check): a red glow along each offending side ---
    ONLY_IF(v_flags.y != 0u)
    {
        vec4 edge = 0.5 - vec4(-p.y, p.x, p.y, -p.x);
        float pulse = 0.75 + 0.25 * sin(u_time * 6.0);
        vec4 glow = 1.0 - pulse * v_problems * (1.0 - smoothstep(0.0, 0.12, edge));
        // As if each side were blended in turn.
        out_color = mix(out_color, vec3(1.0, 0.33, 0.33), 1.0 - glow.x * glow.y * glow.z * glow.w);
    }

    // --- Lock: four bolts in the corners, on screen (they do not turn) ---
    ONLY_IF(locked)
    {
        vec2 corner = abs(v_screen) - vec2(0.39);
        float bolt = length(corner) - 0.045;
        out_color = mix(out_color, vec3(0.10, 0.10, 0.12), fill(bolt - 0.015));
        out_color = mix(out_color, vec3(1.0, 0.72, 0.28), fill(bolt));
    }

    // --- Keyboard cursor: an accent ring inside the cell ---
    ONLY_IF((bits & 2u) != 0u)
    {
        float ring = abs(roundedBox(v_screen, 0.47, 0.08)) - 0.018;
        out_color = mix(out_color, vec3(0.21, 0.71, 0.79), fill(ring));
    }
    o_color = vec4(out_color, 1.0);
}
