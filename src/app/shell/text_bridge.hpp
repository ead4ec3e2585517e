// text_bridge.hpp — text entry through the page's hidden text field.
//
// SDL2's Emscripten port has no text-input support of its own (SDL issue
// 7348): a canvas opens no on-screen keyboard, and composed text (Android's
// keyboards, IMEs, dead keys), AltGr characters and the browser's paste
// never reach ImGui. web/text-bridge.js keeps a hidden <textarea> focused
// while ImGui edits a text field (a tap on a field focuses it at once, as
// iOS requires, from the rectangles this file reports), and sends what is
// typed into it here: text, deletions and Enter, replayed into ImGui as
// characters and key presses. Plain typing on a desktop keyboard still
// arrives through SDL's key events; the textarea then stays empty.
#pragma once

#include <string>

union SDL_Event;

namespace pgw::app {

// From the page (Module.textInput): `deletes` Backspaces, then `text`
// ("\n" is Enter in a one-line field, a new line in the .ump editor).
void TextBridge_Input(int deletes, const std::string& text);
// From the page (Module.textPaste): the browser's paste. ImGui pastes it as
// from Ctrl+V (it ignores typed characters while Ctrl is down, and a paste
// replaces the selection).
void TextBridge_Paste(const std::string& text);
// True while deletions or keys from the page are still being replayed: text
// that SDL's key events bring meanwhile must wait its turn (main.cpp).
bool TextBridge_Busy();

// Text the bridge itself pushed into SDL's queue (marked): taken back into
// the replay in the order it came. False for every other event.
bool TextBridge_TakeEvent(const ::SDL_Event& event);

// Before ImGui::NewFrame: replays what is queued (a key press takes two
// frames: down, then up) and asks for frames while anything is left.
void TextBridge_BeforeFrame();
// After the frame: tells the page whether a text field is being edited and
// where the text fields are (for taps on them), when that changed.
void TextBridge_AfterFrame();

// The clipboard, for ImGui: copying also puts the text on the system
// clipboard; pasting gives what was last copied or pasted here.
void TextBridge_InstallClipboard();

}  // namespace pgw::app
