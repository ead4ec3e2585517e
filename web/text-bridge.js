// text-bridge.js — typing into the app's text fields on phones, with input
// methods, and pasting (src/app/shell/text_bridge.hpp is the app's side).
//
// The app is one canvas; a canvas opens no on-screen keyboard and gets no
// composed text. So while ImGui edits a text field, a hidden <textarea> has
// the focus: the phone shows its keyboard, and what the keyboard (or an
// IME) puts into the textarea is sent to the app as text and deletions,
// worked out by comparing the textarea's value before and after each
// change. A paste is sent as a paste, from its paste event. The textarea
// holds two spaces when idle, so a Backspace on an empty field still
// deletes something there to notice.
//
// Plain keys on a desktop keyboard still go through SDL's own key events
// (it stops them reaching the textarea), except Ctrl/Cmd+V, which is let
// through so the browser's paste event brings the system clipboard, and
// AltGr combinations, which SDL would swallow as Ctrl chords.
//
// iOS opens the keyboard only for a focus() made inside the tap itself: a
// tap on a text field's rectangle (the app reports them after each frame)
// focuses the textarea at once, before the app has seen the tap.
'use strict';

(function () {
  const SENTINEL = '  ';
  const canvas = document.getElementById('canvas');
  const area = document.createElement('textarea');
  area.id = 'text-bridge';
  area.setAttribute('aria-hidden', 'true');
  area.setAttribute('tabindex', '-1');
  area.setAttribute('autocapitalize', 'off');
  area.setAttribute('autocomplete', 'off');
  area.setAttribute('autocorrect', 'off');
  area.setAttribute('spellcheck', 'false');
  area.value = SENTINEL;
  document.body.appendChild(area);

  let editing = false;  // the app has a text field being edited
  let fields = [];      // the app's text fields, CSS px from the canvas's corner
  let composing = false;
  let last = SENTINEL;

  function send(deletes, text) {
    if ((deletes > 0 || text) && window.Module && Module.textInput) Module.textInput(deletes, text);
  }

  function reset() {
    area.value = SENTINEL;
    area.setSelectionRange(SENTINEL.length, SENTINEL.length);
    last = SENTINEL;
  }

  function focusArea(at) {
    // Over the field, so the page does not scroll to an element off screen;
    // 16 px text keeps iOS from zooming in.
    if (at) {
      const c = canvas.getBoundingClientRect();
      area.style.left = Math.round(c.left + at.x) + 'px';
      area.style.top = Math.round(c.top + at.y) + 'px';
    }
    if (document.activeElement !== area) {
      reset();
      area.focus({ preventScroll: true });
    }
  }

  // What changed between `before` and `after`: the characters removed at
  // the end of their common start, and the text put there instead.
  function diff(before, after) {
    let start = 0;
    while (start < before.length && start < after.length && before[start] === after[start]) start++;
    let end = 0;
    while (end < before.length - start && end < after.length - start &&
           before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
    return { deletes: before.length - start - end, text: after.slice(start, after.length - end) };
  }

  // A paste's text went to the app from its paste event (below): the
  // browser's own insertion of it into the textarea is not sent again.
  let pasted = false;

  area.addEventListener('input', function (event) {
    const change = diff(last, area.value);
    last = area.value;
    if (event.inputType === 'insertFromPaste' && pasted) {
      pasted = false;
    } else if (event.inputType === 'insertFromPaste') {  // a paste event without its text
      if (change.text && window.Module && Module.textPaste) Module.textPaste(change.text);
    } else {
      send(change.deletes, change.text);
    }
    if (!composing) reset();
  });
  area.addEventListener('compositionstart', function () { composing = true; });
  area.addEventListener('compositionend', function () {
    composing = false;
    // The last input event of a composition has been sent already.
    setTimeout(function () { if (!composing) reset(); }, 0);
  });
  // The paste goes to the app as from Ctrl+V (ImGui replaces the selection
  // with it). Its default is not prevented (the browser inserts the text
  // into the textarea, and the input event above leaves it out): a page
  // that cancels paste is one users cannot paste into.
  area.addEventListener('paste', function (event) {
    const text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
    pasted = Boolean(text && window.Module && Module.textPaste);
    if (!pasted) return;
    Module.textPaste(text);
    // The insertion's input event comes at once, in this task; a paste
    // event made by a script inserts nothing, so the mark ends with it.
    setTimeout(function () { pasted = false; }, 0);
  });
  // Ctrl/Cmd+V reaches the browser's paste (SDL would cancel it); AltGr
  // characters reach their keypress (SDL would take them for Ctrl chords).
  window.addEventListener('keydown', function (event) {
    if (document.activeElement !== area) return;
    const paste = (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'v' || event.key === 'V');
    // AltGr is Ctrl+Alt on Windows: a printable key with both is a character, not a chord.
    const altGraph = (event.getModifierState && event.getModifierState('AltGraph')) ||
                     (event.ctrlKey && event.altKey && event.key.length === 1);
    if (paste || altGraph) event.stopImmediatePropagation();
  }, true);

  // A tap on a text field opens the keyboard now, inside the tap.
  function onTap(event) {
    const c = canvas.getBoundingClientRect();
    const point = event.changedTouches ? event.changedTouches[0] : event;
    const x = point.clientX - c.left, y = point.clientY - c.top;
    const hit = fields.find(function (f) { return x >= f.x && y >= f.y && x < f.x + f.w && y < f.y + f.h; });
    if (hit) focusArea(hit);
  }
  canvas.addEventListener('touchend', onTap, { passive: true });
  canvas.addEventListener('pointerup', function (event) { if (event.pointerType !== 'touch') onTap(event); });

  // Called by the app (text_bridge.cpp) when its text fields or editing change.
  window.pgwTextBridge = {
    update: function (isEditing, rects) {
      fields = rects;
      editing = isEditing;
      if (editing) {
        focusArea(null);
      } else if (document.activeElement === area) {
        area.blur();  // the keyboard closes; keys go to the board again
        canvas.focus({ preventScroll: true });
      }
    },
    element: area,
  };
})();
