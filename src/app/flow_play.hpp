// flow_play.hpp — one Flow play session: turns, locks, history, animation.
//
// No drawing and no ImGui here: the screen asks it what to draw. Every turn
// is committed to the history at once; each cell's angle then eases towards
// its rotation over ~120 ms, so the rules never wait for the pictures.
// Locks are the player's notes, not moves: undo and restart keep them.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/history.hpp"
#include "flow/model.hpp"

namespace pgw::app {

class FlowPlaySession {
public:
    static constexpr double kTurnSeconds = 0.12;  // one quarter turn, ease-out
    static constexpr double kReplayStepSeconds = 0.07;  // between replayed tiles
    static constexpr double kReplayMaxSeconds = 3.0;    // big boards replay faster

    // --- Level ---
    void Start(const flow::Level& level, double now);
    bool HasLevel() const { return m_HasLevel; }
    const flow::Level& Level() const { return m_Level; }
    const flow::Board& Board() const { return m_Level.board; }

    // --- Position ---
    const flow::Rotations& Current() const { return m_History.current(); }
    int MovesMade() const { return static_cast<int>(m_History.moves_made()); }
    bool Won() const { return m_HasLevel && flow::is_solved(m_Level.board, Current()); }
    bool CanUndo() const { return m_History.can_undo(); }
    bool CanRedo() const { return m_History.can_redo(); }
    // Bumps whenever Current() changes: a hint or solution for an older
    // position is stale.
    std::uint64_t PositionVersion() const { return m_PositionVersion; }

    // --- Player actions ---
    // A locked tile does not turn; a won board takes no more turns.
    bool Turn(int cell, bool clockwise, double now);
    bool ToggleLock(int cell);
    // Plays `moves` at once, without animation or a win event: a saved game
    // picked up again. False at the first move that does not fit (a cell
    // off the board, a move after the win), with the moves before it kept.
    bool Resume(const std::vector<flow::Move>& moves, double now);
    bool Locked(int cell) const { return m_Locked[static_cast<size_t>(cell)] != 0; }
    const std::vector<std::uint8_t>& Locks() const { return m_Locked; }
    bool Undo(double now);
    bool Redo(double now);
    bool Restart(double now);
    // Turns cells to `rotations` (Hint): a quarter turn either way per
    // changed cell, two for a half turn.
    int Place(const flow::Rotations& rotations, double now);

    // --- Solve: the changed cells turned into place one after another ---
    // Any player action stops it; the cells turned so far stay turned.
    void StartReplay(const flow::Rotations& rotations, double now);
    void StopReplay() { m_Replay.clear(); }
    bool Replaying() const { return !m_Replay.empty(); }
    void Update(double now);  // places the replay's cells that are due
    void Unlock(int cell) { m_Locked[static_cast<size_t>(cell)] = 0; }

    // --- Check: problem sides stay shown until the position changes ---
    void ShowProblems();
    bool ProblemsShown() const { return m_ShowProblems; }
    // Per cell, bit per (on-screen) side that breaks a rule.
    const std::vector<std::uint8_t>& ProblemSides() const { return m_ProblemSides; }
    int LooseEnds() const;

    // --- Animation ---
    // Clockwise angle in quarter turns shown for `cell` at `now`.
    float ShownQuarterTurns(int cell, double now) const;
    bool Animating(double now) const { return now < m_AnimationEnd; }
    // False (reduced motion): turns show their end at once.
    void SetAnimate(bool animate) { m_Animate = animate; }
    // True once, after a turn solves the board.
    bool ConsumeWinEvent();

    // The moves from the start to the current position, in order (autosave).
    std::vector<flow::Move> Moves() const { return m_History.moves(); }

private:
    void PositionChanged(double now);
    void PushTurnsTo(int cell, std::uint8_t rotation);

    flow::Level m_Level;
    bool m_HasLevel = false;
    History<flow::Rotations, flow::Move> m_History;
    std::uint64_t m_PositionVersion = 0;
    std::vector<std::uint8_t> m_Locked;

    // Per cell: where its angle eases from and to (quarter turns, unwrapped,
    // so a clockwise turn always looks clockwise), and since when.
    std::vector<float> m_AngleFrom, m_AngleTo;
    std::vector<double> m_TurnStart;
    double m_AnimationEnd = 0.0;
    bool m_Animate = true;

    bool m_ShowProblems = false;
    std::vector<std::uint8_t> m_ProblemSides;
    bool m_WinPending = false;

    std::vector<std::pair<int, std::uint8_t>> m_Replay;  // cell, rotation; next at the back
    double m_ReplayNext = 0.0, m_ReplayStep = 0.0;
};

}  // namespace pgw::app
