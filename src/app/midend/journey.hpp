// journey.hpp — the player's journey: what was solved, the collections to
// play through, and where the player stands in each.
//
// One Journey for the app (the shell owns it). It keeps core/records.hpp's
// Records in localStorage ("pgw.records"), lists the collections (the
// built-in ones of kinds/collections.hpp, then the player's own), and knows
// the collection being played and which of its levels is expected on screen.
// Screens report a solve here; the shell asks which collection level the
// screen shows. Nothing here draws: the views are collections_view.cpp and
// stats_view.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/collection.hpp"
#include "core/records.hpp"

namespace pgw::app {

// One collection in the library.
struct LibraryEntry {
    std::string Link;  // "#collection/…" (its identity: progress places are kept by it)
    Collection Set;
    bool BuiltIn = false;
    std::string Problem;  // why it cannot be played here (a generator changed), else ""
};

// What the screen shows, as a collection level: which collection and where.
struct CollectionSpot {
    int Entry = -1;  // library index, -1: the level on screen is none of the open collection's
    int Index = 0;   // 0-based level
    int Count = 0;
    std::string Title;
};

class Journey {
public:
    // Reads the records and the player's collections; a damaged store is kept
    // aside (never overwritten) and Problem() says so.
    void Load();
    // Storage trouble to tell the player once ("" when none): damaged, full, unavailable.
    std::string TakeProblem();
    bool StorageWorks() const { return m_StorageWorks; }
    // How long Load took to read and parse the records (ms; appState's journey.load_ms).
    double LoadMs() const { return m_LoadMs; }

    const Records& Data() const { return m_Records; }
    // A solve of the level with this code; saved at once.
    void RecordSolve(const std::string& code, Solve solve);
    LevelBest Best(const std::string& code) const;
    // A progress file merged in (import_records), saved; false with `error`, nothing changed.
    bool Import(const std::string& text, int* added, std::string* error);

    // --- The library: built-ins first, then the player's own ---
    const std::vector<LibraryEntry>& Library() const { return m_Library; }
    // The level code of level `index` when it is known: a hand-made level's
    // own, a generated one's once it was made on this device.
    std::string KnownCode(int entry, int index) const;
    // Levels of the entry solved at least once (by their known codes).
    int SolvedCount(int entry) const;
    // The entry whose link is `link` (added to the player's own when it is
    // new and not built in); -1 with `error` when the link cannot be opened.
    int Adopt(const std::string& link, std::string* error);
    // Adds a level to the player's first own collection ("My levels", made
    // with it when there is none); the entry, or -1 with `error`.
    int AddToOwn(const CollectionLevel& level, std::string* error);
    bool AddLevel(int entry, const CollectionLevel& level, std::string* error);
    bool RemoveLevel(int entry, int index);
    bool MoveLevel(int entry, int index, int to);
    bool Rename(int entry, const std::string& title, const std::string& author);
    bool DeleteOwn(int entry);

    // --- Playing a collection ---
    // The level the shell opens next: it becomes the expected level.
    bool LevelOf(int entry, int index, CollectionLevel* level, std::string* error) const;
    void Expect(int entry, int index, std::int64_t now);
    // Called every frame with the level on screen (its code, and recipe when
    // it has one): a generated level's code is remembered once it appears.
    CollectionSpot Spot(const std::string& kind, const std::string& code, const std::string& params,
                        const std::string& seed);
    int ContinueIndex(int entry) const;  // where Continue goes: the place last opened, else the first unsolved
    int OpenEntry() const { return m_Entry; }
    void Leave() { m_Entry = -1; }

private:
    void Save();
    // The records changed: the bests by level id again (views ask per level, per frame).
    void Reindex();
    // Changes a player's own collection: `edit` (false: nothing changes), then its link, places, store, library.
    bool EditOwn(int entry, const std::function<bool(Collection&)>& edit);
    void SaveOwn();
    void RebuildLibrary();
    int Find(const std::string& link) const;

    Records m_Records;
    std::vector<LibraryEntry> m_Library;
    int m_BuiltIns = 0;
    std::string m_Problem;
    bool m_StorageWorks = true;
    bool m_Loaded = false;
    double m_LoadMs = 0.0;
    // The collection being played and the level expected on screen.
    int m_Entry = -1;
    int m_Index = 0;
    std::string m_SpotCode;  // the level code Spot last matched to (m_Entry, m_Index)
    // Generated levels' codes made on this device: "<link>\t<index>" -> code.
    std::map<std::string, std::string> m_Made;
    std::map<std::string, LevelBest> m_Bests;  // by level id: derived from m_Records (Reindex)
};

// The app's journey (made on first use, loaded then).
Journey& GetJourney();

// "1:05", "12:40", "1:02:03"; "—" for 0.
std::string FormatClock(std::int64_t ms);

}  // namespace pgw::app
