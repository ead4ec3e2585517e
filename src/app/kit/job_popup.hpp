// job_popup.hpp — the modal progress popup for any running pgw::Job.
//
// It only reads a pgw::Progress (phase, fraction, named counters, shown as
// "value / total" when the counter has a total), so every kind's generator or
// solver gets the same popup for free. The caller owns the job and decides
// what Cancel means; Esc is the input layer's (the caller routes it to the
// same cancel).
#pragma once

namespace pgw { class Progress; }

namespace pgw::app {

struct JobPopupView {
    const char* Heading = "Working";       // "Generating a level"
    const char* Detail = nullptr;           // one line under the heading, or null
    const pgw::Progress* JobProgress = nullptr;  // null: the job is over, close the popup
    bool Determinate = true;                // false: the work cannot estimate a fraction
    const char* FractionOf = "of the search budget";  // what the bar's percentage counts
    double ElapsedSeconds = 0.0;
};

enum class JobPopupResult {
    Hidden,     // not on screen this frame
    Shown,      // on screen
    Cancelled,  // on screen, and the user pressed Cancel
};

// Call every frame (with Progress null once the job is over, so the popup closes).
JobPopupResult JobProgressPopup(const JobPopupView& view);

// "12,345,678": counters grow to tens of millions.
void FormatCount(char* out, int out_size, unsigned long long value);

}  // namespace pgw::app
