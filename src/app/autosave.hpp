// autosave.hpp — the game in play as the shell keeps it in localStorage.
//
// One text per kind ("pgw.save.<kind>"): a format line, then the level code,
// the moves (the kind's own encode_moves text) and the kind's extra fields,
// one per line. Nothing here draws: the unit tests read saves made by
// earlier versions of the app through this code.
#pragma once

#include <string>

namespace pgw::app {

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

// SavedGame::Extra as "key=value;key=value", values percent-encoded.
void AddSavedField(std::string& extra, const char* key, const std::string& value);
// The value of `key`, or "" when it is missing or malformed.
std::string SavedField(const std::string& extra, const char* key);

}  // namespace pgw::app
