// journey.cpp — see journey.hpp.
#include "app/midend/journey.hpp"

#include <cstdio>
#include <map>

#include "app/platform/browser.hpp"
#include "core/json.hpp"
#include "core/link.hpp"
#include "kinds/collections.hpp"
#include "kinds/registry.hpp"

namespace pgw::app {

namespace {

const char* kRecordsKey = "pgw.records";
const char* kMadeKey = "pgw.made";  // generated collections' levels made here: "<link>\t<index>\t<code>" lines

std::string MadeKey(const std::string& link, int index)
{
    return link + "\t" + std::to_string(index);
}

}  // namespace

Journey& GetJourney()
{
    static Journey journey;
    return journey;
}

std::string FormatClock(std::int64_t ms)
{
    if (ms <= 0)
        return "—";
    const std::int64_t s = ms / 1000;
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", static_cast<long long>(s / 3600),
                      static_cast<long long>(s / 60 % 60), static_cast<long long>(s % 60));
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", static_cast<long long>(s / 60), static_cast<long long>(s % 60));
    return text;
}

void Journey::Load()
{
    if (m_Loaded)
        return;
    m_Loaded = true;
    const double started = Browser_NowMs();
    m_StorageWorks = Browser_StorageWorks();
    if (!m_StorageWorks)
        m_Problem = Browser_EmbedMode()
                        ? "This frame cannot keep your progress (the browser blocks its storage); play on."
                        : "This browser keeps nothing for this page (private mode or storage turned off): you can play, "
                          "but solves and progress will be gone when the page closes.";
    const std::string text = Browser_StorageGet(kRecordsKey);
    if (!text.empty())
    {
        std::string error;
        Records loaded;
        if (load_records(text, loaded, error))
        {
            m_Records = std::move(loaded);
        }
        else
        {
            // Kept aside under its own key, never overwritten: an update may read it, or the player may export it.
            const std::string aside = std::string(kRecordsKey) + ".damaged";
            if (Browser_StorageGet(aside.c_str()).empty())
                Browser_StorageSet(aside.c_str(), text);
            m_Problem = "Your saved progress could not be read (" + error +
                        "). It was kept aside as it was; the app starts a new record and keeps your saved games.";
        }
    }
    m_LoadMs = Browser_NowMs() - started;
    Reindex();
    const std::string made = Browser_StorageGet(kMadeKey);
    std::size_t start = 0;
    while (start < made.size())
    {
        std::size_t end = made.find('\n', start);
        if (end == std::string::npos)
            end = made.size();
        const std::string line = made.substr(start, end - start);
        const std::size_t tab = line.rfind('\t');
        if (tab != std::string::npos && tab > 0)
            m_Made[line.substr(0, tab)] = line.substr(tab + 1);
        start = end + 1;
    }
    RebuildLibrary();
}

std::string Journey::TakeProblem()
{
    std::string problem;
    problem.swap(m_Problem);
    return problem;
}

void Journey::Reindex()
{
    m_Bests.clear();
    for (const Solve& solve : m_Records.solves)
        m_Bests[solve.id].add(solve);
}

LevelBest Journey::Best(const std::string& code) const
{
    const auto found = m_Bests.find(level_id(code));
    return found != m_Bests.end() ? found->second : LevelBest();
}

void Journey::Save()
{
    if (!Browser_StorageSetChecked(kRecordsKey, save_records(m_Records)) && m_StorageWorks)
        m_Problem = "Your progress could not be saved: the browser's storage for this page is full. Export it "
                    "(Statistics, Export) to keep it.";
}

void Journey::RebuildLibrary()
{
    m_Library.clear();
    for (const BuiltInCollection& builtin : builtin_collections())
    {
        LibraryEntry entry;
        entry.BuiltIn = true;
        std::string error;
        if (!parse_collection_text(builtin.Text, find_kind, entry.Set, error))
        {
            entry.Set.title = builtin.Name;
            entry.Problem = error;
        }
        entry.Link = collection_link_fragment(entry.Set);
        m_Library.push_back(std::move(entry));
    }
    m_BuiltIns = static_cast<int>(m_Library.size());
    for (const std::string& link : m_Records.collections)
    {
        LibraryEntry entry;
        entry.Link = link;
        std::string error;
        if (!parse_collection_link(link, entry.Set, error) || !check_collection(entry.Set, find_kind, error))
            entry.Problem = error;
        m_Library.push_back(std::move(entry));
    }
}

int Journey::Find(const std::string& link) const
{
    for (std::size_t i = 0; i < m_Library.size(); ++i)
        if (m_Library[i].Link == link)
            return static_cast<int>(i);
    return -1;
}

std::string Journey::KnownCode(int entry, int index) const
{
    if (entry < 0 || entry >= static_cast<int>(m_Library.size()))
        return std::string();
    const LibraryEntry& e = m_Library[static_cast<std::size_t>(entry)];
    if (e.Set.type == Collection::Type::HandMade)
    {
        if (index < 0 || index >= static_cast<int>(e.Set.levels.size()))
            return std::string();
        return e.Set.levels[static_cast<std::size_t>(index)].code;
    }
    const auto made = m_Made.find(MadeKey(e.Link, index));
    return made != m_Made.end() ? made->second : std::string();
}

int Journey::SolvedCount(int entry) const
{
    if (entry < 0 || entry >= static_cast<int>(m_Library.size()))
        return 0;
    int solved = 0;
    const int n = m_Library[static_cast<std::size_t>(entry)].Set.size();
    for (int i = 0; i < n; ++i)
    {
        const std::string code = KnownCode(entry, i);
        if (!code.empty() && Best(code).solves > 0)
            ++solved;
    }
    return solved;
}

int Journey::Adopt(const std::string& link, std::string* error)
{
    Collection set;
    if (!parse_collection_link(link, set, *error) || !check_collection(set, find_kind, *error))
        return -1;
    const std::string canonical = collection_link_fragment(set);
    const int found = Find(canonical);
    if (found >= 0)
        return found;
    m_Records.collections.push_back(canonical);
    Save();
    RebuildLibrary();
    return Find(canonical);
}

int Journey::AddToOwn(const CollectionLevel& level, std::string* error)
{
    for (int i = m_BuiltIns; i < static_cast<int>(m_Library.size()); ++i)
        if (m_Library[static_cast<std::size_t>(i)].Set.type == Collection::Type::HandMade &&
            m_Library[static_cast<std::size_t>(i)].Problem.empty())
            return AddLevel(i, level, error) ? i : -1;
    // None yet: one made with this level (a collection has at least one).
    Collection set;
    set.type = Collection::Type::HandMade;
    set.title = "My levels";
    set.levels.push_back(level);
    if (!check_collection(set, find_kind, *error))
        return -1;
    m_Records.collections.push_back(collection_link_fragment(set));
    Save();
    RebuildLibrary();
    return static_cast<int>(m_Library.size()) - 1;
}

// An own collection changed: its link changes, and the places and made codes kept by the old link follow it.
static void Relink(Records& records, const std::string& from, const std::string& to)
{
    for (std::string& link : records.collections)
        if (link == from)
            link = to;
    for (CollectionPlace& place : records.places)
        if (place.link == from)
            place.link = to;
}

bool Journey::EditOwn(int entry, const std::function<bool(Collection&)>& edit)
{
    if (entry < m_BuiltIns || entry >= static_cast<int>(m_Library.size()))
        return false;
    Collection set = m_Library[static_cast<std::size_t>(entry)].Set;
    if (!edit(set))
        return false;
    Relink(m_Records, m_Library[static_cast<std::size_t>(entry)].Link, collection_link_fragment(set));
    Save();
    RebuildLibrary();
    return true;
}

bool Journey::AddLevel(int entry, const CollectionLevel& level, std::string* error)
{
    if (entry < m_BuiltIns || entry >= static_cast<int>(m_Library.size()))
    {
        *error = "only your own collections can be changed";
        return false;
    }
    const std::string& problem = m_Library[static_cast<std::size_t>(entry)].Problem;
    error->clear();
    return EditOwn(entry, [&](Collection& set) {
        if (!problem.empty())
            *error = problem;
        else if (set.type != Collection::Type::HandMade)
            *error = "a generated collection is made by its recipe; levels cannot be added to it";
        else if (set.size() >= kMaxCollectionLevels)
            *error = "a collection holds at most " + std::to_string(kMaxCollectionLevels) + " levels";
        else
            for (const CollectionLevel& had : set.levels)
                if (!level.code.empty() && had.code == level.code)
                    *error = "that level is in the collection already";
        if (!error->empty())
            return false;
        set.levels.push_back(level);
        return true;
    });
}

bool Journey::RemoveLevel(int entry, int index)
{
    if (entry >= m_BuiltIns && entry < static_cast<int>(m_Library.size()) &&
        m_Library[static_cast<std::size_t>(entry)].Set.type == Collection::Type::HandMade &&
        m_Library[static_cast<std::size_t>(entry)].Set.size() == 1 && index == 0)
        return DeleteOwn(entry);  // a collection has at least one level
    return EditOwn(entry, [index](Collection& set) {
        if (set.type != Collection::Type::HandMade || index < 0 || index >= set.size())
            return false;
        set.levels.erase(set.levels.begin() + index);
        return true;
    });
}

bool Journey::MoveLevel(int entry, int index, int to)
{
    return EditOwn(entry, [index, to](Collection& set) {
        if (set.type != Collection::Type::HandMade || index < 0 || index >= set.size() || to < 0 ||
            to >= set.size() || to == index)
            return false;
        const CollectionLevel moved = set.levels[static_cast<std::size_t>(index)];
        set.levels.erase(set.levels.begin() + index);
        set.levels.insert(set.levels.begin() + to, moved);
        return true;
    });
}

bool Journey::Rename(int entry, const std::string& title, const std::string& author)
{
    return EditOwn(entry, [&](Collection& set) {
        set.title = title;
        set.author = author;
        return true;
    });
}

bool Journey::DeleteOwn(int entry)
{
    if (entry < m_BuiltIns || entry >= static_cast<int>(m_Library.size()))
        return false;
    const std::string link = m_Library[static_cast<std::size_t>(entry)].Link;
    std::vector<std::string> kept;
    for (const std::string& l : m_Records.collections)
        if (l != link)
            kept.push_back(l);
    m_Records.collections = kept;
    if (m_Entry == entry)
        m_Entry = -1;
    else if (m_Entry > entry)
        --m_Entry;
    Save();
    RebuildLibrary();
    return true;
}

bool Journey::LevelOf(int entry, int index, CollectionLevel* level, std::string* error) const
{
    if (entry < 0 || entry >= static_cast<int>(m_Library.size()))
    {
        *error = "no such collection";
        return false;
    }
    const LibraryEntry& e = m_Library[static_cast<std::size_t>(entry)];
    if (!e.Problem.empty())
    {
        *error = e.Problem;
        return false;
    }
    if (!collection_level(e.Set, index, find_kind, *level, *error))
        return false;
    // A generated level made here before opens as its code: at once, no job.
    if (level->code.empty())
        level->code = KnownCode(entry, index);
    return true;
}

void Journey::Expect(int entry, int index, std::int64_t now)
{
    m_Entry = entry;
    m_Index = index;
    if (entry >= 0 && entry < static_cast<int>(m_Library.size()))
    {
        m_Records.set_place(m_Library[static_cast<std::size_t>(entry)].Link, index, now);
        Save();
    }
}

CollectionSpot Journey::Spot(const std::string& kind, const std::string& code, const std::string& params,
                             const std::string& seed)
{
    CollectionSpot spot;
    if (m_Entry < 0 || m_Entry >= static_cast<int>(m_Library.size()) || code.empty())
        return spot;
    const LibraryEntry& e = m_Library[static_cast<std::size_t>(m_Entry)];
    CollectionLevel level;
    std::string ignored;
    if (!collection_level(e.Set, m_Index, find_kind, level, ignored))
        return spot;
    bool match = !level.code.empty() ? level.code == code : false;
    if (!match && level.kind == kind && !level.params.empty() && level.params == params && level.seed == seed)
    {
        match = true;
        if (KnownCode(m_Entry, m_Index) != code)
        {
            m_Made[MadeKey(e.Link, m_Index)] = code;
            std::string text;
            for (const auto& made : m_Made)
                text += made.first + "\t" + made.second + "\n";
            Browser_StorageSetChecked(kMadeKey, text);
        }
    }
    if (!match)
        return spot;
    m_SpotCode = code;
    spot.Entry = m_Entry;
    spot.Index = m_Index;
    spot.Count = e.Set.size();
    spot.Title = e.Set.title.empty() ? std::string("Collection") : e.Set.title;
    return spot;
}

int Journey::ContinueIndex(int entry) const
{
    if (entry < 0 || entry >= static_cast<int>(m_Library.size()))
        return 0;
    const LibraryEntry& e = m_Library[static_cast<std::size_t>(entry)];
    for (const CollectionPlace& place : m_Records.places)
        if (place.link == e.Link && place.current >= 0 && place.current < e.Set.size())
        {
            // The level last opened, unless it is solved: then the first unsolved after it.
            const std::string code = KnownCode(entry, place.current);
            if (code.empty() || Best(code).solves == 0)
                return place.current;
            for (int i = place.current + 1; i < e.Set.size(); ++i)
            {
                const std::string next = KnownCode(entry, i);
                if (next.empty() || Best(next).solves == 0)
                    return i;
            }
            return place.current;
        }
    for (int i = 0; i < e.Set.size(); ++i)
    {
        const std::string code = KnownCode(entry, i);
        if (code.empty() || Best(code).solves == 0)
            return i;
    }
    return 0;
}

bool Journey::Import(const std::string& text, int* added, std::string* error)
{
    Records merged = m_Records;
    if (!import_records(text, merged, *added, *error))
        return false;
    m_Records = std::move(merged);
    Reindex();
    Save();
    RebuildLibrary();
    return true;
}

void Journey::RecordSolve(const std::string& code, Solve solve)
{
    solve.id = level_id(code);
    std::string problem;
    if (!check_solve(solve, problem))
    {
        m_Problem = "This solve could not be kept (" + problem + ").";
        return;
    }
    m_Records.add(solve);
    m_Bests[solve.id].add(solve);
    Save();
    // The page around an embed hears of it (pgw-api.js's PGW.onResult).
    JsonObject result;
    result.add("kind", solve.kind)
        .add("code", code)
        .add("ms", solve.ms)
        .add("moves", solve.moves)
        .add("par", solve.par)
        .add("hints", solve.hints)
        .add("daily", solve.daily);
    if (code == m_SpotCode && m_Entry >= 0 && m_Entry < static_cast<int>(m_Library.size()))
        result.add("collection", m_Library[static_cast<std::size_t>(m_Entry)].Link).add("index", m_Index + 1);
    Browser_PostResult(result.str());
}

}  // namespace pgw::app
