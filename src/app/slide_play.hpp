// slide_play.hpp — one Slide play session: moves, history, animation, replay.
//
// No drawing and no ImGui here: the screen asks it what to draw. Every move is
// committed to the history at once; the animation only decides how the change
// is shown for the next ~120 ms, so the rules never wait for the pictures.
// An action during an animation simply ends it (the blocks jump to where they
// already are) and starts the next one.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "core/history.hpp"
#include "slide/model.hpp"

namespace pgw::app {

class SlidePlaySession {
public:
    static constexpr double kMoveSeconds = 0.12;         // one slide, ease-out
    static constexpr double kReplayPauseSeconds = 0.09;  // between replayed moves

    // --- Level ---
    void Start(const slide::Level& level, int par);
    bool HasLevel() const { return m_HasLevel; }
    const slide::Level& Level() const { return m_Level; }
    int Par() const { return m_Par; }

    // --- Position ---
    const slide::State& Current() const { return m_History.current(); }
    int MovesMade() const { return static_cast<int>(m_History.moves_made()); }
    bool Won() const { return m_HasLevel && slide::is_won(m_Level.layout, Current()); }
    bool CanUndo() const { return m_History.can_undo(); }
    bool CanRedo() const { return m_History.can_redo(); }
    // Bumps whenever Current() changes: a hint or solution computed for an
    // older position is stale.
    std::uint64_t PositionVersion() const { return m_PositionVersion; }

    // Plays `moves` (checked: each must move something) at once, without
    // slides or a win event: a saved game picked up again. False at the
    // first move that does not fit, with the moves before it kept.
    bool Resume(const std::vector<slide::Dir>& moves);

    // --- Player actions (each first finishes a running slide) ---
    // A tilt that moves nothing is not a move. Won positions take no moves.
    bool Move(slide::Dir dir, double now);
    bool Undo(double now);
    bool Redo(double now);
    bool Restart();

    // --- Solve replay ---
    void StartReplay(const std::vector<slide::Dir>& moves);
    void StopReplay() { m_Replay.clear(); }
    bool Replaying() const { return !m_Replay.empty(); }

    // --- Per frame ---
    void Update(double now);
    // A slide is on screen, or a replay has moves left.
    bool Busy() const { return m_Animating || !m_Replay.empty(); }
    bool Animating() const { return m_Animating; }
    // False (reduced motion): moves show their end at once.
    void SetAnimate(bool animate) { m_Animate = animate; }
    // 0..1, eased; 1 when no slide is running.
    float AnimationProgress(double now) const;
    const std::vector<slide::BlockPath>& AnimationPaths() const { return m_Paths; }
    // True once, after a move reaches the goal and its slide has finished.
    bool ConsumeWinEvent();

    // --- Hint (cleared by any change of position) ---
    void SetHint(slide::Dir dir) { m_HasHint = true; m_Hint = dir; }
    bool HasHint() const { return m_HasHint; }
    slide::Dir Hint() const { return m_Hint; }

    // Where the player last slid: its eyes look that way.
    slide::Dir Facing() const { return m_Facing; }

    // The moves from the start to the current position, in order (autosave).
    std::vector<slide::Dir> Moves() const { return m_History.moves(); }

private:
    void BeginSlide(std::vector<slide::BlockPath> paths, double now);
    void PositionChanged();

    slide::Level m_Level;
    int m_Par = 0;
    bool m_HasLevel = false;
    History<slide::State, slide::Dir> m_History;
    std::uint64_t m_PositionVersion = 0;

    std::vector<slide::BlockPath> m_Paths;
    bool m_Animating = false;
    bool m_Animate = true;
    double m_SlideStart = 0.0;
    double m_SlideEnd = 0.0;

    std::deque<slide::Dir> m_Replay;
    bool m_WinPending = false;
    bool m_HasHint = false;
    slide::Dir m_Hint = slide::Dir::Up;
    slide::Dir m_Facing = slide::Dir::Down;
};

}  // namespace pgw::app
