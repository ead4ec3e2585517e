// Autosave: the shell's text format (src/app/midend/autosave.*), and saves written by
// the app before issue 13 (tests/fixtures/autosave/autosave_examples.txt)
// restored through the kinds' play sessions and editors to the state the app
// showed when it wrote them.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "app/midend/autosave.hpp"
#include "assembly/text.hpp"
#include "cities/text.hpp"
#include "core/rng.hpp"
#include "flow/editor.hpp"
#include "flow/play.hpp"
#include "flow/text.hpp"
#include "slide/play.hpp"
#include "slide/text.hpp"

using namespace pgw;
using pgw::app::AddSavedField;
using pgw::app::FormatSavedGame;
using pgw::app::ParseSavedGame;
using pgw::app::SavedField;
using pgw::app::SavedGame;

namespace {

struct Example {
  std::string kind, name;
  std::map<std::string, std::string> fields;
  const std::string& operator[](const char* key) const {
    static const std::string missing;
    const auto it = fields.find(key);
    return it == fields.end() ? missing : it->second;
  }
  int number(const char* key) const { return std::stoi((*this)[key]); }
};

std::string unescape(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      out += text[i + 1] == 'n' ? '\n' : text[i + 1];
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

std::vector<Example> examples() {
  std::ifstream in(std::string(PGW_SOURCE_DIR) + "/tests/fixtures/autosave/autosave_examples.txt");
  REQUIRE(in.good());
  std::vector<Example> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("== ", 0) == 0) {
      std::istringstream words(line.substr(3));
      Example example;
      words >> example.kind >> example.name;
      out.push_back(example);
    } else if (!out.empty() && !line.empty() && line[0] != '#') {
      const size_t colon = line.find(": ");
      REQUIRE(colon != std::string::npos);
      out.back().fields[line.substr(0, colon)] = unescape(line.substr(colon + 2));
    }
  }
  return out;
}

template <class Number>
std::string joined(const std::vector<Number>& numbers) {
  std::string out;
  for (size_t i = 0; i < numbers.size(); ++i) out += (i == 0 ? "" : ",") + std::to_string(numbers[i]);
  return out;
}

void check_slide(const Example& e, const SavedGame& saved) {
  CHECK(saved.Code.rfind("slide-", 0) == 0);
  slide::PlaySession session;
  std::string error;
  REQUIRE_MESSAGE(slide::resume_session(saved.Code, saved.Moves, std::stoi(SavedField(saved.Extra, "par")), session, error),
                  error);
  CHECK(session.moves_made() == e.number("moves"));
  CHECK(session.par() == e.number("par"));
  CHECK(SavedField(saved.Extra, "seed") == e["seed"]);
  slide::Params params;
  CHECK(slide::decode_params(SavedField(saved.Extra, "params"), params, error));
  if (e["screen"] == "play") {
    CHECK(saved.Code == e["level"]);
    CHECK(slide::format_board(session.level().layout, session.current()) == e["board"]);
    CHECK(SavedField(saved.Extra, "edit").empty());
  } else {
    // The board being edited, kept beside the game in play.
    slide::Level edited;
    REQUIRE(slide::decode_level(SavedField(saved.Extra, "edit"), edited, error));
    CHECK(slide::encode_level(edited) == e["level"]);
    CHECK(slide::format_board(edited.layout, edited.start) == e["board"]);
  }
}

void check_flow(const Example& e, const SavedGame& saved) {
  flow::PlaySession session;
  std::string error;
  REQUIRE_MESSAGE(flow::resume_session(saved.Code, saved.Moves, SavedField(saved.Extra, "locks"), 0.0, session, error),
                  error);
  CHECK(saved.Code == e["level"]);
  CHECK(session.moves_made() == e.number("moves"));
  CHECK(joined(session.current()) == e["rotations"]);
  int locked = 0;
  for (std::uint8_t lock : session.locks()) locked += lock;
  CHECK(locked == e.number("locked"));
  CHECK(SavedField(saved.Extra, "seed") == e["seed"]);
  flow::Params params;
  CHECK(flow::decode_params(SavedField(saved.Extra, "params"), params, error));
  if (e["screen"] == "play") {
    CHECK(joined(session.board().tiles) == e["tiles"]);
  } else {
    flow::Editor editor;
    REQUIRE_MESSAGE(editor.begin_from_text(SavedField(saved.Extra, "edit"), error), error);
    CHECK(joined(editor.board().tiles) == e["tiles"]);
    CHECK(joined(editor.rotations()) == e["edit_rotations"]);
    CHECK(editor.problems() == e.number("edit_problems"));
  }
}

void check_cities(const Example& e, const SavedGame& saved) {
  cities::Level level;
  std::string error;
  REQUIRE_MESSAGE(cities::decode_level(saved.Code, level, error), error);
  CHECK(saved.Code == e["level"]);
  CHECK(cities::encode_params(level.params) == e["params"]);
  // The seed text is kept when it is the level's: the recipe link comes back.
  CHECK(SavedField(saved.Extra, "seed") == e["seed"]);
  CHECK(seed_from_text(SavedField(saved.Extra, "seed")) == level.seed);
}

void check_assembly(const Example& e, const SavedGame& saved) {
  assembly::Level level;
  std::string error;
  REQUIRE_MESSAGE(assembly::decode_level(saved.Code, level, error), error);
  CHECK(saved.Code == e["level"]);
  CHECK(level.recipe.assembly == e["assembly"]);
  CHECK(static_cast<int>(level.placed.size()) == e.number("tiles"));
  if (e["pasted"] == "true") {
    CHECK(level.recipe.fixture == "pasted");
    const std::string text = SavedField(saved.Extra, "text");
    CHECK(level.recipe.text == text);
    CHECK(SavedField(saved.Extra, "editing") == text + "\n// an edit not used yet\n");
  } else {
    CHECK(level.recipe.fixture == e["file"]);
    CHECK(saved.Extra.empty());
  }
}

}  // namespace

TEST_CASE("autosave text: four lines, the format first; anything else refused with the reason") {
  const SavedGame game{"flow-AQUF", "+1-2", "locks=3;seed=x"};
  const std::string text = FormatSavedGame(game);
  CHECK(text == "pgw-save 1\nflow-AQUF\n+1-2\nlocks=3;seed=x");
  SavedGame back;
  std::string error;
  REQUIRE(ParseSavedGame(text, &back, &error));
  CHECK(back.Code == game.Code);
  CHECK(back.Moves == game.Moves);
  CHECK(back.Extra == game.Extra);
  CHECK_FALSE(ParseSavedGame("pgw-save 0\nx\ny\nz", &back, &error));
  CHECK(error == "it was saved by another version");
  CHECK_FALSE(ParseSavedGame("pgw-save 1\nflow-AQUFAAAA\n+1\n\nmore", &back, &error));
  CHECK(error == "it is damaged");
  CHECK_FALSE(ParseSavedGame("pgw-save 1\nflow-AQUFAAAA", &back, &error));
  CHECK(error == "it is damaged");
}

TEST_CASE("autosave fields: key=value;… with values percent-encoded") {
  std::string extra;
  AddSavedField(extra, "edit", "5x5.town:1.0,2.3");
  AddSavedField(extra, "odd", "a;b=c%d");
  AddSavedField(extra, "empty", "");
  CHECK(extra == "edit=5x5.town%3A1.0%2C2.3;odd=a%3Bb%3Dc%25d;empty=");
  CHECK(SavedField(extra, "edit") == "5x5.town:1.0,2.3");
  CHECK(SavedField(extra, "odd") == "a;b=c%d");
  CHECK(SavedField(extra, "empty") == "");
  CHECK(SavedField(extra, "missing") == "");
  CHECK(SavedField(extra, "dit") == "");  // whole keys only
  CHECK(SavedField("bad=%zz", "bad") == "");  // malformed: as if missing
}

TEST_CASE("autosaves made before issue 13 still restore, to the state the app showed") {
  const std::vector<Example> all = examples();
  std::map<std::string, int> kinds;
  for (const Example& e : all) {
    CAPTURE(e.kind + " " + e.name);
    SavedGame saved;
    std::string error;
    REQUIRE_MESSAGE(ParseSavedGame(e["save"], &saved, &error), error);
    CHECK(FormatSavedGame(saved) == e["save"]);  // the frame is written as it was read
    if (e.kind == "slide")
      check_slide(e, saved);
    else if (e.kind == "flow")
      check_flow(e, saved);
    else if (e.kind == "cities")
      check_cities(e, saved);
    else if (e.kind == "assembly")
      check_assembly(e, saved);
    else
      FAIL("unknown kind " << e.kind);
    ++kinds[e.kind];
  }
  // Every kind, and for Slide and Flow a game in play and one being edited.
  CHECK(kinds["slide"] == 2);
  CHECK(kinds["flow"] == 2);
  CHECK(kinds["cities"] == 1);
  CHECK(kinds["assembly"] == 2);
}
