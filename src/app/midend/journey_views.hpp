// journey_views.hpp — the player's journey on screen: the collections, a
// collection's levels, and the statistics.
//
// One view at a time covers the screen's area (the top bar stays): the
// shell draws it instead of taking input for the board, and acts on what it
// asks (play a level, close). Everything it shows is the Journey's
// (journey.hpp); it keeps only which page is open.
#pragma once

#include <string>

#include "app/kit/screen_rect.hpp"
#include "app/midend/screen_job.hpp"

namespace pgw {
class JsonObject;
}

namespace pgw::app {

class Journey;

enum class JourneyPage { None, Collections, Levels, Stats };

// What the view asks of the shell this frame.
struct JourneyRequest {
    enum class Kind { None, Close, Play };
    Kind What = Kind::None;
    int Entry = -1;  // Play: the library entry and its 0-based level
    int Index = 0;
};

class JourneyViews {
public:
    void Open(JourneyPage page, int entry = -1);
    void Close() { m_Page = JourneyPage::None; }
    bool IsOpen() const { return m_Page != JourneyPage::None; }
    JourneyPage Page() const { return m_Page; }
    JourneyRequest Draw(Journey& journey, const ScreenRect& area, const std::string& page_address);
    // appState's "journey": the page, and what it shows.
    void WriteState(const Journey& journey, JsonObject& out) const;
    // A message for the view (an import's result), shown on the statistics page.
    void SetMessage(std::string text, bool problem);

private:
    JourneyRequest DrawCollections(Journey& journey, const ScreenRect& area);
    JourneyRequest DrawLevels(Journey& journey, const ScreenRect& area, const std::string& page_address);
    void DrawStats(Journey& journey, const ScreenRect& area);
    void DrawHead(const char* title, const ScreenRect& head, JourneyRequest& request);
    void StartPrint(const Journey& journey, int entry);
    void PollPrint();

    JourneyPage m_Page = JourneyPage::None;
    int m_Entry = -1;
    std::string m_Kind;     // statistics: "" for every kind
    int m_Size = 0;         // statistics: index into the sizes played, 0 for all
    int m_Grade = 0;        // statistics: 0 all, 1–4 Easy–Expert
    std::string m_Copied;   // which link was copied last
    std::string m_Message;
    bool m_MessageProblem = false;
    char m_Title[96] = {};
    char m_Author[72] = {};
    int m_Renaming = -1;
    ScreenJob m_Print;     // the printable pages being made (kinds/collection_print.hpp)
    std::string m_PrintProblem;
};

}  // namespace pgw::app
