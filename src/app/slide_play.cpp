// slide_play.cpp — see slide_play.hpp.
#include "app/slide_play.hpp"

#include <utility>

namespace pgw::app {

void SlidePlaySession::Start(const slide::Level& level, int par)
{
    m_Level = level;
    m_Par = par;
    m_HasLevel = true;
    m_History.reset(level.start);
    m_Paths.clear();
    m_Animating = false;
    m_Replay.clear();
    m_WinPending = false;
    m_Facing = slide::Dir::Down;
    PositionChanged();
}

bool SlidePlaySession::Resume(const std::vector<slide::Dir>& moves)
{
    for (slide::Dir dir : moves)
    {
        const slide::State after = slide::apply(m_Level.layout, Current(), dir);
        if (!m_HasLevel || Won() || after == Current())
            return false;
        m_History.push(dir, after);
        m_Facing = dir;
    }
    PositionChanged();
    m_WinPending = false;
    return true;
}

void SlidePlaySession::PositionChanged()
{
    ++m_PositionVersion;
    m_HasHint = false;
    m_WinPending = Won();
}

void SlidePlaySession::BeginSlide(std::vector<slide::BlockPath> paths, double now)
{
    m_Paths = std::move(paths);
    m_Animating = m_Animate;
    m_SlideStart = now;
    m_SlideEnd = now + kMoveSeconds;
}

bool SlidePlaySession::Move(slide::Dir dir, double now)
{
    if (!m_HasLevel || Won())
        return false;
    m_Animating = false;
    const slide::State& before = Current();
    const slide::State after = slide::apply(m_Level.layout, before, dir);
    if (after == before)
        return false;
    BeginSlide(slide::block_paths(m_Level.layout, before, dir), now);
    m_History.push(dir, after);
    m_Facing = dir;
    PositionChanged();
    return true;
}

bool SlidePlaySession::Undo(double now)
{
    if (!m_HasLevel || !m_History.can_undo())
        return false;
    m_Animating = false;
    m_Replay.clear();
    const slide::Dir dir = m_History.last_move();
    m_History.undo();
    // The same slide, played backwards.
    std::vector<slide::BlockPath> paths = slide::block_paths(m_Level.layout, Current(), dir);
    for (slide::BlockPath& path : paths)
        std::swap(path.from, path.to);
    BeginSlide(std::move(paths), now);
    PositionChanged();
    return true;
}

bool SlidePlaySession::Redo(double now)
{
    if (!m_HasLevel || !m_History.can_redo())
        return false;
    m_Animating = false;
    m_Replay.clear();
    const slide::State before = Current();
    m_History.redo();
    const slide::Dir dir = m_History.last_move();
    BeginSlide(slide::block_paths(m_Level.layout, before, dir), now);
    m_Facing = dir;
    PositionChanged();
    return true;
}

bool SlidePlaySession::Restart()
{
    if (!m_HasLevel)
        return false;
    m_Animating = false;
    m_Replay.clear();
    if (m_History.moves_made() == 0)
        return false;
    m_History.restart();
    m_Facing = slide::Dir::Down;
    PositionChanged();
    return true;
}

void SlidePlaySession::StartReplay(const std::vector<slide::Dir>& moves)
{
    m_Replay.assign(moves.begin(), moves.end());
}

void SlidePlaySession::Update(double now)
{
    if (m_Animating && now >= m_SlideEnd)
        m_Animating = false;
    if (m_Animating || m_Replay.empty() || now < m_SlideEnd + kReplayPauseSeconds)
        return;
    const slide::Dir next = m_Replay.front();
    m_Replay.pop_front();
    // A solution replays from the position it was computed for; if a step no
    // longer moves anything, the position changed under it: stop.
    if (!Move(next, now))
        m_Replay.clear();
}

float SlidePlaySession::AnimationProgress(double now) const
{
    if (!m_Animating)
        return 1.0f;
    double t = (now - m_SlideStart) / kMoveSeconds;
    t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
    const double inverse = 1.0 - t;
    return static_cast<float>(1.0 - inverse * inverse * inverse);  // ease-out cubic
}

bool SlidePlaySession::ConsumeWinEvent()
{
    if (!m_WinPending || m_Animating)
        return false;
    m_WinPending = false;
    return true;
}

}  // namespace pgw::app
