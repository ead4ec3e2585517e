// lab_charts.hpp — the Lab's charts, drawn with ImGui's draw list: a heatmap
// over the sweep, a histogram, a scatter.
//
// Each chart is laid out at the cursor like a widget. Cells and bars are
// invisible buttons while there are few enough of them (at most
// kLabChartButtons), so the keyboard focus walks them, screen readers hear
// their numbers and a tap or a click picks one; the numbers also show on
// hover. What they show comes from core/lab_results.hpp.
#pragma once

#include <string>
#include <vector>

#include "core/lab_results.hpp"
#include "imgui.h"

namespace pgw::app {

constexpr int kLabChartButtons = 400;

// The colour of `t` in 0–1 on a dark-to-light ramp that reads in either theme (viridis).
ImU32 LabRampColor(float t);

// A grid of `rows` × `cols` cells (one sweep: one row), cell r × cols + c.
struct LabHeatmap {
    int Rows = 1, Cols = 0;
    std::vector<std::string> RowLabels, ColLabels;  // the swept values
    std::string RowTitle, ColTitle;                 // the swept fields ("" for a single row)
    std::vector<double> Values;                     // per cell; NaN: none (not made yet, no measure)
    std::vector<std::string> Texts;                 // per cell: what it says in place ("8.5", "40%")
    std::vector<std::string> Names;                 // per cell: the whole sentence (hover, screen readers)
    int Selected = -1;
};
// Draws the heatmap `width` wide; returns the cell picked this frame, or -1.
int DrawLabHeatmap(const char* id, const LabHeatmap& map, float width);

// Draws a histogram `width` × `height` (its labels below); returns the bar
// picked this frame, or -1. `what`: the bars' noun for names ("par", "ms").
int DrawLabHistogram(const char* id, const LabHistogram& histogram, int selected, const char* what, float width,
                     float height);

// One dot of a scatter: x right, y up.
struct LabPoint {
    float X = 0, Y = 0;
    int Record = 0;  // the level's index in the results
};
// Draws the dots over [0, x_max] × [y_min, y_max] with the axes' names;
// `y_labels` names whole y values when the measure is no number (grades).
// Returns the dot picked this frame (its Record), or -1; `name` says a dot in words.
int DrawLabScatter(const char* id, const std::vector<LabPoint>& points, float x_max, float y_min, float y_max,
                   const char* x_name, const char* y_name, const std::vector<std::string>& y_labels, float width,
                   float height, int selected_record, std::string (*name)(int record, const void* context),
                   const void* context);

}  // namespace pgw::app
