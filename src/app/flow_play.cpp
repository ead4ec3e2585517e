// flow_play.cpp — see flow_play.hpp.
#include "app/flow_play.hpp"

#include <cmath>

namespace pgw::app {

void FlowPlaySession::Start(const flow::Level& level, double now)
{
    m_Replay.clear();
    m_Level = level;
    m_HasLevel = true;
    m_History.reset(level.start);
    m_Locked = level.locked;
    m_Locked.resize(static_cast<size_t>(level.board.cells()), 0);
    m_AngleFrom.assign(level.start.begin(), level.start.end());
    m_AngleTo = m_AngleFrom;
    m_TurnStart.assign(level.start.size(), now);
    m_AnimationEnd = now;
    PositionChanged(now);
}

void FlowPlaySession::PositionChanged(double now)
{
    ++m_PositionVersion;
    m_ShowProblems = false;
    m_ProblemSides.assign(m_Level.start.size(), 0);
    m_WinPending = Won();

    // Each cell whose rotation changed starts easing the shortest way
    // (a half turn goes clockwise) from wherever it is shown now.
    const flow::Rotations& rotations = Current();
    for (size_t cell = 0; cell < rotations.size(); ++cell)
    {
        const int target = rotations[cell];
        const int shown = static_cast<int>(std::lround(m_AngleTo[cell])) & 3;
        int delta = (target - shown + 4) & 3;
        if (delta == 0)
            continue;
        if (delta == 3)
            delta = -1;
        m_AngleFrom[cell] = ShownQuarterTurns(static_cast<int>(cell), now);
        m_AngleTo[cell] = std::round(m_AngleTo[cell]) + static_cast<float>(delta);
        if (!m_Animate)
        {
            m_AngleFrom[cell] = m_AngleTo[cell];  // reduced motion: no turning on screen
            continue;
        }
        m_TurnStart[cell] = now;
        m_AnimationEnd = now + kTurnSeconds;
    }
}

bool FlowPlaySession::Turn(int cell, bool clockwise, double now)
{
    if (!m_HasLevel || Won() || Locked(cell))
        return false;
    m_Replay.clear();
    const flow::Move move{cell, clockwise};
    m_History.push(move, flow::apply(Current(), move));
    PositionChanged(now);
    return true;
}

bool FlowPlaySession::Resume(const std::vector<flow::Move>& moves, double now)
{
    bool fits = m_HasLevel;
    for (size_t i = 0; i < moves.size() && fits; ++i)
    {
        fits = moves[i].cell >= 0 && moves[i].cell < m_Level.board.cells() && !Won();
        if (fits)
            m_History.push(moves[i], flow::apply(Current(), moves[i]));
    }
    // Shown where they are, not turning there.
    for (size_t cell = 0; cell < Current().size(); ++cell)
        m_AngleFrom[cell] = m_AngleTo[cell] = Current()[cell];
    PositionChanged(now);
    m_WinPending = false;
    return fits;
}

bool FlowPlaySession::ToggleLock(int cell)
{
    if (!m_HasLevel)
        return false;
    m_Locked[static_cast<size_t>(cell)] ^= 1;
    return true;
}

bool FlowPlaySession::Undo(double now)
{
    m_Replay.clear();
    if (!m_HasLevel || !m_History.undo())
        return false;
    PositionChanged(now);
    return true;
}

bool FlowPlaySession::Redo(double now)
{
    m_Replay.clear();
    if (!m_HasLevel || !m_History.redo())
        return false;
    PositionChanged(now);
    return true;
}

bool FlowPlaySession::Restart(double now)
{
    m_Replay.clear();
    if (!m_HasLevel || m_History.moves_made() == 0)
        return false;
    m_History.restart();
    PositionChanged(now);
    return true;
}

// Turns `cell` to `rotation` as real moves (a half turn is two), so the
// history is always a list of moves that replays to the same positions.
void FlowPlaySession::PushTurnsTo(int cell, std::uint8_t rotation)
{
    const int delta = (rotation - Current()[static_cast<size_t>(cell)] + 4) & 3;
    const int count = delta == 3 ? 1 : delta;
    for (int k = 0; k < count; ++k)
    {
        const flow::Move move{cell, delta != 3};
        m_History.push(move, flow::apply(Current(), move));
    }
}

int FlowPlaySession::Place(const flow::Rotations& rotations, double now)
{
    int changed = 0;
    for (size_t cell = 0; cell < rotations.size(); ++cell)
    {
        if (Current()[cell] == rotations[cell])
            continue;
        PushTurnsTo(static_cast<int>(cell), rotations[cell]);
        ++changed;
    }
    if (changed > 0)
        PositionChanged(now);
    return changed;
}

void FlowPlaySession::StartReplay(const flow::Rotations& rotations, double now)
{
    m_Replay.clear();
    for (size_t cell = rotations.size(); cell-- > 0;)
        if (Current()[cell] != rotations[cell])
            m_Replay.emplace_back(static_cast<int>(cell), rotations[cell]);
    m_ReplayStep = m_Replay.empty() ? 0.0 : std::fmin(kReplayStepSeconds, kReplayMaxSeconds / static_cast<double>(m_Replay.size()));
    m_ReplayNext = now;
    Update(now);
}

void FlowPlaySession::Update(double now)
{
    if (m_Replay.empty() || now < m_ReplayNext)
        return;
    while (!m_Replay.empty() && now >= m_ReplayNext)
    {
        const auto [cell, rotation] = m_Replay.back();
        m_Replay.pop_back();
        PushTurnsTo(cell, rotation);
        m_ReplayNext += m_ReplayStep;
    }
    PositionChanged(now);
}

void FlowPlaySession::ShowProblems()
{
    m_ShowProblems = true;
    m_ProblemSides = flow::problem_sides(m_Level.board, Current());
}

int FlowPlaySession::LooseEnds() const
{
    return m_HasLevel ? static_cast<int>(flow::problems(m_Level.board, Current()).size()) : 0;
}

float FlowPlaySession::ShownQuarterTurns(int cell, double now) const
{
    const size_t i = static_cast<size_t>(cell);
    double t = (now - m_TurnStart[i]) / kTurnSeconds;
    t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
    const double inverse = 1.0 - t;
    const double eased = 1.0 - inverse * inverse * inverse;  // ease-out cubic
    return m_AngleFrom[i] + static_cast<float>(eased) * (m_AngleTo[i] - m_AngleFrom[i]);
}

bool FlowPlaySession::ConsumeWinEvent()
{
    if (!m_WinPending)
        return false;
    m_WinPending = false;
    return true;
}

}  // namespace pgw::app
