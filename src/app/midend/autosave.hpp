// autosave.hpp — the game in play as the shell keeps it in localStorage.
//
// One text per kind ("pgw.save.<kind>"): a format line, then the level code,
// the moves (the kind's own encode_moves text) and the kind's extra fields,
// one per line. Nothing here draws: the unit tests read saves made by
// earlier versions of the app through this code.
#pragma once

#include <string>

namespace pgw {
struct KindApi;
}

namespace pgw::app {

// Where the level on screen came from (a screen's midend keeps it): the
// share dialog, the autosave and the "Seed used" row read it.
struct LevelOrigin {
    std::string Code;    // its level code ("" for none: NoLink may say why)
    std::string Params;  // the recipe that made it: params text and seed text,
    std::string Seed;    // "" for an edited level, or one opened from a code
    std::string NoLink;  // why a level on screen has no code (too big for a link)
    // A recipe link can be made: the level, its params and its seed.
    bool HasRecipe() const { return !Code.empty() && !Params.empty() && !Seed.empty(); }
};

// The game in play as the shell autosaves it (kind-specific text fields).
struct SavedGame {
    std::string Code;   // the level in play; may be empty while editing
    std::string Moves;  // from its start to the current position
    std::string Extra;  // whatever else the kind keeps (par, locks, recipe, the board being edited)
};

// "pgw-save 1\n<code>\n<moves>\n<extra>".
std::string FormatSavedGame(const SavedGame& saved);
// The fields of FormatSavedGame's text; false with `error` saying why not
// ("it was saved by another version", "it is damaged").
bool ParseSavedGame(const std::string& text, SavedGame* saved, std::string* error);

// The origin of a saved game (its "params" and "seed" fields): its code, and
// its recipe when `api` accepts the params (else none: a level played from
// an edited board or a link).
LevelOrigin SavedOrigin(const SavedGame& saved, const KindApi& api);

// SavedGame::Extra as "key=value;key=value", values percent-encoded.
void AddSavedField(std::string& extra, const char* key, const std::string& value);
// The value of `key`, or "" when it is missing or malformed.
std::string SavedField(const std::string& extra, const char* key);

}  // namespace pgw::app
