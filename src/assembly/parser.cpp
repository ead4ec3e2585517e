// parser.cpp — see parser.hpp.
#include "assembly/parser.hpp"

#include <algorithm>
#include <dirent.h>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "assembly/tokenizer.hpp"

namespace pgw::assembly {

namespace {

constexpr int kMaxExtendsDepth = 8;    // files extended within one another
constexpr int kMaxExtendedFiles = 64;  // in all: files that extend several others cannot multiply the work

// What one parse_ump call shares between the file and the files it extends.
struct Session {
  const UmpLoader& load;
  Ump& out;
  Diagnostic& error;
  std::string inherit_prefix;       // `base` of extended files: one for all of them, as in the original
  std::vector<bool> inherited;      // per tile of out.tiles
  std::vector<std::string> chain;   // the files being read, outermost first
  int extended_files = 0;
};

bool is_brace(const Token& token, char brace) {
  return !token.quoted && token.text.size() == 1 && token.text[0] == brace;
}

bool is_any_brace(const Token& token) { return is_brace(token, '{') || is_brace(token, '}'); }

bool starts_with_plus(const std::string& text) { return !text.empty() && text[0] == '+'; }

// A token as messages show it: quoted text in double quotes, a word in single ones.
std::string shown(const Token& token) {
  return token.quoted ? "\"" + token.text + "\"" : "'" + token.text + "'";
}

// A character for a message: itself when printable, else \xNN.
std::string shown(char c) {
  const unsigned byte = static_cast<unsigned char>(c);
  if (byte > 32 && byte < 127) return std::string(1, c);
  const char* hex = "0123456789abcdef";
  return std::string("\\x") + hex[byte >> 4] + hex[byte & 15];
}

// Digits only, and small enough for an int.
bool whole_number(std::string_view text, int& value) {
  if (text.empty() || text.size() > 10) return false;
  std::int64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  if (v > INT32_MAX) return false;
  value = static_cast<int>(v);
  return true;
}

// "a b": two whole numbers separated by spaces, as in "min max" and "x y".
bool number_pair(const std::string& text, int& a, int& b) {
  std::vector<std::string_view> parts;
  const std::string_view view(text);
  for (std::size_t at = 0; at < view.size();) {
    const std::size_t end = std::min(view.find(' ', at), view.size());
    if (end > at) parts.push_back(view.substr(at, end - at));
    at = end + 1;
  }
  return parts.size() == 2 && whole_number(parts[0], a) && whole_number(parts[1], b);
}

bool in_range(int value, int low, int high) { return value >= low && value <= high; }

// A worldspawn value written back as a quoted token the tokenizer reads unchanged.
std::string quote_text(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"')
      out += "\\\"";
    else if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else
      out += c;
  }
  return out + "\"";
}

class FileParser {
 public:
  FileParser(Session& session, std::string_view text, const std::string& file, bool inherit)
      : s_(session), tokens_(text), file_(file), inherit_(inherit) {}

  // The whole file; false with the session's error set on a fatal error.
  bool parse();

 private:
  bool next(Token& token);
  void put_back(const Token& token);
  SourcePos at(const Token& token) const { return {file_, token.line, token.column}; }
  SourcePos at_end() const { return {file_, tokens_.line(), tokens_.column()}; }
  void warn(const SourcePos& where, std::string message);
  bool fail(const SourcePos& where, std::string message);
  void skip_through_close();

  bool directive_value(const Token& keyword, const std::string& what, Token& value);
  bool parse_base(const Token& keyword);
  bool parse_extends(const Token& keyword);
  bool parse_line(const Token& keyword);
  void parse_worldspawn(const Token& keyword);
  bool block_name(const Token& keyword, Token& name);
  bool open_block(const std::string& label);
  bool parse_tile(const Token& keyword);
  bool parse_tileset(const Token& keyword);
  std::string inherited_id(const std::string& name) const;

  bool assembly_head(Assembly& assembly);
  bool skip_assembly();
  bool parse_assembly();
  bool parse_entry(Assembly& assembly, const Token& entry);
  bool unclosed(const Assembly& assembly);
  bool entry_value(const Assembly& assembly, const std::string& need, Token& value);
  bool tile_named(const Assembly& assembly, const Token& name, int& index);
  bool tileset_named(const Assembly& assembly, const Token& name, int& index);
  bool cvar_ref(const Assembly& assembly, const Token& star, TileRef& ref);
  bool parse_count(Assembly& assembly, const Token& first, const TileRef& ref, const std::string& subject);
  bool parse_fix(Assembly& assembly, const Token& fix);
  bool parse_seeds(Assembly& assembly);

  Session& s_;
  Tokenizer tokens_;
  std::string file_;
  bool inherit_;
  Token pending_;
  bool has_pending_ = false;
};

bool FileParser::next(Token& token) {
  if (has_pending_) {
    token = std::move(pending_);
    has_pending_ = false;
    return true;
  }
  return tokens_.next(token);
}

void FileParser::put_back(const Token& token) {
  pending_ = token;
  has_pending_ = true;
}

void FileParser::warn(const SourcePos& where, std::string message) {
  s_.out.warnings.push_back({where, std::move(message)});
}

bool FileParser::fail(const SourcePos& where, std::string message) {
  s_.error = {where, std::move(message)};
  return false;
}

// Up to and including the next '}' (not the matching one: the original
// looks for the next '}' character).
void FileParser::skip_through_close() {
  Token token;
  while (next(token) && !is_brace(token, '}')) {
  }
}

bool FileParser::parse() {
  Token word;
  while (next(word)) {
    const std::string& w = word.text;
    bool ok = true;
    if (is_brace(word, '{')) {
      warn(at(word), "stray '{' at top level: skipped to the next '}'");
      skip_through_close();
    } else if (w == "base") {
      ok = parse_base(word);
    } else if (w == "extends") {
      ok = parse_extends(word);
    } else if (w == "line") {
      ok = parse_line(word);
    } else if (w == "worldspawn") {
      parse_worldspawn(word);
    } else if (w == "tile") {
      ok = parse_tile(word);
    } else if (w == "tileset") {
      ok = parse_tileset(word);
    } else if (w == "assembly") {
      ok = inherit_ ? skip_assembly() : parse_assembly();
    } else {
      warn(at(word), "unknown word '" + w + "' at top level");
    }
    if (!ok) return false;
  }
  return true;
}

// The value after `base`, `extends` or `line`.
bool FileParser::directive_value(const Token& keyword, const std::string& what, Token& value) {
  if (!next(value)) return fail(at_end(), "'" + keyword.text + "' needs " + what + ", found the end of the file");
  if (is_any_brace(value)) return fail(at(value), "'" + keyword.text + "' needs " + what + ", found " + shown(value));
  return true;
}

bool FileParser::parse_base(const Token& keyword) {
  Token prefix;
  if (!directive_value(keyword, "a path prefix", prefix)) return false;
  (inherit_ ? s_.inherit_prefix : s_.out.base) = prefix.text;
  return true;
}

bool FileParser::parse_extends(const Token& keyword) {
  Token name;
  if (!directive_value(keyword, "a file name", name)) return false;
  const std::size_t slash = file_.rfind('/');
  const std::string path = (slash == std::string::npos ? "" : file_.substr(0, slash + 1)) + name.text + ".ump";
  std::vector<std::string>& chain = s_.chain;
  const auto join = [&](std::vector<std::string>::const_iterator from) {
    std::string text;
    for (auto it = from; it != chain.end(); ++it) text += *it + " → ";
    return text + path;
  };
  const auto seen = std::find(chain.begin(), chain.end(), path);
  if (seen != chain.end()) return fail(at(keyword), "extends cycle: " + join(seen));
  if (static_cast<int>(chain.size()) > kMaxExtendsDepth)
    return fail(at(keyword), "extends nested more than " + std::to_string(kMaxExtendsDepth) + " deep: " + join(chain.begin()));
  if (++s_.extended_files > kMaxExtendedFiles)
    return fail(at(keyword), "more than " + std::to_string(kMaxExtendedFiles) + " extended files in all");
  std::string text;
  if (!s_.load || !s_.load(path, text)) return fail(at(keyword), "cannot open '" + path + "' (extended from here)");
  chain.push_back(path);
  FileParser extended(s_, text, path, true);
  const bool ok = extended.parse();
  chain.pop_back();
  return ok;
}

// Each `line` replaces the letters of the one before, as in the original.
bool FileParser::parse_line(const Token& keyword) {
  Token letters;
  if (!directive_value(keyword, "connection letters", letters)) return false;
  Mask mask = 0;
  for (char c : letters.text) {
    Mask bit = 0;
    char bad = c;
    if (c == '+' || c == '0' || !parse_cell(std::string(1, c), bit, bad))
      return fail(at(letters), "invalid character '" + shown(bad) + "' in 'line': only 1–5 and a–z name connection types");
    mask |= bit;
  }
  s_.out.line_letters = mask;
  return true;
}

void FileParser::parse_worldspawn(const Token& keyword) {
  Token token;
  if (!next(token)) {
    warn(at(keyword), "'worldspawn' needs a { … } block, found the end of the file");
    return;
  }
  if (!is_brace(token, '{')) {
    warn(at(token), "'worldspawn' needs a { … } block, found " + shown(token) + ": ignored");
    put_back(token);
    return;
  }
  Token key;
  bool has_key = false;
  for (;;) {
    if (!next(token)) {
      warn(at_end(), "the worldspawn block is not closed: the file ends before its '}'");
      break;
    }
    if (is_brace(token, '}')) break;
    if (!has_key) {
      key = token;
      has_key = true;
    } else {
      s_.out.worldspawn += quote_text(key.text) + " " + quote_text(token.text) + "\n";
      has_key = false;
    }
  }
  if (has_key) warn(at(key), "worldspawn key " + shown(key) + " has no value: ignored");
}

// The name after `tile` or `tileset`; false, with a warning, when there is none.
bool FileParser::block_name(const Token& keyword, Token& name) {
  if (!next(name)) {
    warn(at(keyword), "'" + keyword.text + "' needs a name, found the end of the file");
    return false;
  }
  if (is_any_brace(name)) {
    warn(at(name), "'" + keyword.text + "' needs a name, found " + shown(name));
    put_back(name);  // a '{' is then skipped as a stray block
    return false;
  }
  return true;
}

std::string FileParser::inherited_id(const std::string& name) const {
  return s_.inherit_prefix + (starts_with_plus(name) ? name.substr(1) : name);
}

// The '{' after a block's name. False, with a warning (the block is
// skipped, as the original skips it), when something else comes.
bool FileParser::open_block(const std::string& label) {
  Token token;
  if (!next(token)) {
    warn(at_end(), label + " needs a { … } block, found the end of the file: skipped");
    return false;
  }
  if (!is_brace(token, '{')) {
    warn(at(token), label + " needs a { … } block, found " + shown(token) + ": skipped");
    return false;
  }
  return true;
}

bool FileParser::parse_tile(const Token& keyword) {
  Token name;
  if (!block_name(keyword, name)) return true;
  Tile tile;
  tile.id = inherit_ ? inherited_id(name.text) : name.text;
  tile.where = at(name);
  const std::string label = "tile '" + tile.id + "'";

  if (!open_block(label)) return true;
  Token token;

  Token size[2];
  for (Token& part : size) {
    if (!next(part)) {
      warn(at_end(), label + ": the file ends before its size: skipped");
      return true;
    }
    if (is_brace(part, '}')) {
      warn(at(part), label + " has no size: skipped");
      return true;
    }
  }
  int w = 0, h = 0;
  if (!whole_number(size[0].text, w) || !whole_number(size[1].text, h) || w < 1 || h < 1) {
    warn(at(size[0]), label + ": its size '" + size[0].text + " " + size[1].text + "' is not two whole numbers 1–" +
                          std::to_string(kMaxTileSize) + ": skipped");
    skip_through_close();
    return true;
  }
  if (w > kMaxTileSize || h > kMaxTileSize) {
    const std::string most = std::to_string(kMaxTileSize);
    warn(at(size[0]), label + " is " + std::to_string(w) + "×" + std::to_string(h) + "; tiles are at most " + most +
                          "×" + most + " including their ring: skipped");
    skip_through_close();
    return true;
  }
  tile.width = w;
  tile.height = h;
  tile.cells.assign(static_cast<std::size_t>(w) * h, 0);

  // The first row of text is the top row, y = h − 1.
  const int count = w * h;
  const std::string dimensions = std::to_string(w) + "×" + std::to_string(h);
  for (int i = 0; i < count; ++i) {
    const bool got = next(token);
    if (!got || is_brace(token, '}')) {
      warn(got ? at(token) : at_end(),
           label + " has only " + std::to_string(i) + " of " + dimensions + " cells: skipped");
      return true;
    }
    Mask mask = 0;
    char bad = 0;
    if (!parse_cell(token.text, mask, bad))
      return fail(at(token), "invalid character '" + shown(bad) + "' in a cell of " + label);
    const int y = h - 1 - i / w;
    tile.cells[static_cast<std::size_t>(y) * w + i % w] = mask;
    if (mask & kSolid) ++tile.area;
  }
  if (!next(token)) {
    warn(at_end(), label + ": the file ends before its '}'");
  } else if (!is_brace(token, '}')) {
    // Kept, as in the original; the extra tokens are read at top level.
    warn(at(token), label + " has more than " + dimensions + " cells");
    put_back(token);
  }

  const int earlier = s_.out.find_tile(tile.id);
  if (earlier >= 0) {
    // The original keeps both but finds the first by name.
    warn(tile.where, label + " is defined again (first at " + format_pos(s_.out.tiles[earlier].where) +
                         "): the first one counts");
  } else if (static_cast<int>(s_.out.tiles.size()) >= kMaxTileTypes) {
    warn(tile.where, "more than " + std::to_string(kMaxTileTypes) + " tiles: " + label + " dropped");
  } else {
    s_.out.tiles.push_back(std::move(tile));
    s_.inherited.push_back(inherit_);
  }
  return true;
}

bool FileParser::parse_tileset(const Token& keyword) {
  Token name;
  if (!block_name(keyword, name)) return true;
  Tileset set;
  set.name = name.text;
  set.where = at(name);
  const std::string label = "tileset '" + set.name + "'";
  if (static_cast<int>(s_.out.tilesets.size()) >= kMaxTilesets)
    return fail(at(name), "more than " + std::to_string(kMaxTilesets) + " tilesets: " + label + " is one too many");

  if (!open_block(label)) return true;
  Token token;
  for (;;) {
    if (!next(token)) {
      warn(at_end(), label + ": the file ends before its '}': skipped");
      return true;
    }
    if (is_brace(token, '}')) break;
    if (static_cast<int>(set.tiles.size()) >= kMaxTilesetTiles)
      return fail(at(token), label + " has more than " + std::to_string(kMaxTilesetTiles) + " tiles");
    const std::string id = inherit_ ? inherited_id(token.text) : token.text;
    const int tile = s_.out.find_tile(id);
    if (tile < 0) return fail(at(token), label + ": no tile '" + id + "' defined above it");
    set.tiles.push_back(tile);
  }

  const int earlier = s_.out.find_tileset(set.name);
  if (earlier >= 0)
    warn(set.where, label + " is defined again (first at " + format_pos(s_.out.tilesets[earlier].where) +
                        "): the first one counts");
  else
    s_.out.tilesets.push_back(std::move(set));
  return true;
}

// `assembly <name> {`: the name, checked, and the opening brace.
bool FileParser::assembly_head(Assembly& assembly) {
  Token token;
  if (!next(token)) return fail(at_end(), "'assembly' needs a name, found the end of the file");
  if (is_any_brace(token)) return fail(at(token), "'assembly' needs a name, found " + shown(token));
  assembly.name = token.text;
  assembly.where = at(token);
  const std::string label = "assembly '" + assembly.name + "'";
  if (!inherit_) {
    const int earlier = s_.out.find_assembly(assembly.name);
    if (earlier >= 0)
      return fail(at(token), label + " is defined twice (first at " + format_pos(s_.out.assemblies[earlier].where) + ")");
    if (static_cast<int>(s_.out.assemblies.size()) >= kMaxAssemblies)
      return fail(at(token), "more than " + std::to_string(kMaxAssemblies) + " assemblies: " + label + " is one too many");
  }
  if (!next(token)) return fail(at_end(), label + " needs a { … } block, found the end of the file");
  if (!is_brace(token, '{')) return fail(at(token), label + " needs a { … } block, found " + shown(token));
  return true;
}

// Extended files lend their tiles, not their assemblies.
bool FileParser::skip_assembly() {
  Assembly assembly;
  if (!assembly_head(assembly)) return false;
  Token token;
  for (int depth = 1; depth > 0;) {
    if (!next(token)) return unclosed(assembly);
    if (is_brace(token, '{'))
      ++depth;
    else if (is_brace(token, '}'))
      --depth;
  }
  return true;
}

bool FileParser::parse_assembly() {
  Assembly assembly;
  if (!assembly_head(assembly)) return false;
  Token entry;
  for (;;) {
    if (!next(entry)) return unclosed(assembly);
    if (is_brace(entry, '}')) break;
    if (!parse_entry(assembly, entry)) return false;
  }
  s_.out.assemblies.push_back(std::move(assembly));
  return true;
}

bool FileParser::parse_entry(Assembly& assembly, const Token& entry) {
  const std::string label = "assembly '" + assembly.name + "'";
  const std::string& word = entry.text;
  Token value;
  if (is_brace(entry, '{')) return fail(at(entry), label + ": unexpected '{'");
  if (word == "title") {
    if (!entry_value(assembly, "title needs a text", value)) return false;
    assembly.title = value.text;
    return true;
  }
  if (word == "size" || word == "grid") {
    const std::string side = std::to_string(kMaxMapSide);
    const std::string need = word == "size" ? "size needs \"W H\" with W and H in 1–" + side
                                            : "grid needs \"dx dy\" with dx and dy in 1–" + side;
    if (!entry_value(assembly, need, value)) return false;
    int a = 0, b = 0;
    if (!number_pair(value.text, a, b) || !in_range(a, 1, kMaxMapSide) || !in_range(b, 1, kMaxMapSide))
      return fail(at(value), label + ": " + need + ", found " + shown(value));
    (word == "size" ? assembly.width : assembly.grid_x) = a;
    (word == "size" ? assembly.height : assembly.grid_y) = b;
    return true;
  }
  if (word == "seeds") return parse_seeds(assembly);
  if (word == "fix") return parse_fix(assembly, entry);
  if (word == "multiplayer") {
    int tile = -1;
    if (!entry_value(assembly, "multiplayer needs a tile", value) || !tile_named(assembly, value, tile)) return false;
    assembly.multiplayer.push_back(tile);
    return true;
  }
  TileRef ref;
  if (word == "tileset") {
    if (!entry_value(assembly, "tileset needs a tileset name", value) || !tileset_named(assembly, value, ref.index))
      return false;
    ref.kind = TileRef::Kind::Tileset;
    ref.name = value.text;
    return parse_count(assembly, entry, ref, "tileset '" + ref.name + "'");
  }
  if (!word.empty() && word[0] == '*') {
    if (!cvar_ref(assembly, entry, ref)) return false;
    return parse_count(assembly, entry, ref, "'" + word + "'");
  }
  // Any other word names a tile, so a misspelt keyword is an unknown tile.
  if (!tile_named(assembly, entry, ref.index)) return false;
  ref.name = word;
  return parse_count(assembly, entry, ref, "'" + word + "'");
}

bool FileParser::unclosed(const Assembly& assembly) {
  return fail(at_end(), "assembly '" + assembly.name + "' is not closed: the file ends before its '}'");
}

// The token after an entry's first word; `need` says what it should be.
bool FileParser::entry_value(const Assembly& assembly, const std::string& need, Token& value) {
  if (!next(value)) return unclosed(assembly);
  if (is_any_brace(value))
    return fail(at(value), "assembly '" + assembly.name + "': " + need + ", found " + shown(value));
  return true;
}

bool FileParser::tile_named(const Assembly& assembly, const Token& name, int& index) {
  index = s_.out.find_tile(name.text);
  if (index < 0) return fail(at(name), "assembly '" + assembly.name + "': no tile '" + name.text + "'");
  return true;
}

// An empty tileset is an error here: the original would divide by its size.
bool FileParser::tileset_named(const Assembly& assembly, const Token& name, int& index) {
  const std::string label = "assembly '" + assembly.name + "'";
  index = s_.out.find_tileset(name.text);
  if (index < 0) return fail(at(name), label + ": no tileset '" + name.text + "'");
  if (s_.out.tilesets[index].tiles.empty())
    return fail(at(name), label + ": tileset '" + name.text + "' has no tiles");
  return true;
}

// `*<cvar> <default tile>`: the default must be a tile, and start with '+'
// (which the original demands when it falls back on it) unless inherited.
bool FileParser::cvar_ref(const Assembly& assembly, const Token& star, TileRef& ref) {
  const std::string label = "assembly '" + assembly.name + "'";
  ref.kind = TileRef::Kind::Cvar;
  ref.name = star.text.substr(1);
  if (ref.name.empty()) return fail(at(star), label + ": '*' needs a cvar name, as in *rm_ufo");
  Token fallback;
  if (!entry_value(assembly, "'" + star.text + "' needs a default tile", fallback) ||
      !tile_named(assembly, fallback, ref.index))
    return false;
  if (!starts_with_plus(fallback.text) && !s_.inherited[ref.index])
    return fail(at(fallback), label + ": the default tile '" + fallback.text + "' of '" + star.text +
                                  "' should start with '+'");
  return true;
}

bool FileParser::parse_count(Assembly& assembly, const Token& first, const TileRef& ref, const std::string& subject) {
  const std::string need =
      subject + " needs \"min max\" with 0 ≤ min ≤ max ≤ " + std::to_string(kMaxCount) + " and max > 0";
  Token value;
  if (!entry_value(assembly, need, value)) return false;
  CountEntry count;
  if (!number_pair(value.text, count.min, count.max) || count.min > count.max || count.max > kMaxCount ||
      count.max <= 0)
    return fail(at(value), "assembly '" + assembly.name + "': " + need + ", found " + shown(value));
  count.ref = ref;
  count.where = at(first);
  assembly.counts.push_back(std::move(count));
  return true;
}

bool FileParser::parse_fix(Assembly& assembly, const Token& fix) {
  const std::string label = "assembly '" + assembly.name + "'";
  Token what;
  if (!entry_value(assembly, "fix needs a tile", what)) return false;
  FixEntry entry;
  std::string subject;
  if (!what.text.empty() && what.text[0] == '*') {
    if (!cvar_ref(assembly, what, entry.ref)) return false;
    subject = "fix '" + what.text + "'";
  } else if (what.text == "tileset") {
    Token name;
    if (!entry_value(assembly, "fix tileset needs a tileset name", name) ||
        !tileset_named(assembly, name, entry.ref.index))
      return false;
    entry.ref.kind = TileRef::Kind::Tileset;
    entry.ref.name = name.text;
    subject = "fix tileset '" + name.text + "'";
  } else {
    if (!tile_named(assembly, what, entry.ref.index)) return false;
    entry.ref.name = what.text;
    subject = "fix '" + what.text + "'";
  }
  if (static_cast<int>(assembly.fixes.size()) >= kMaxFixed)
    return fail(at(fix), label + ": more than " + std::to_string(kMaxFixed) + " fixed tiles");
  const std::string need = subject + " needs \"x y\" with x and y in 0–" + std::to_string(kMaxMapSide - 1);
  Token value;
  if (!entry_value(assembly, need, value)) return false;
  if (!number_pair(value.text, entry.x, entry.y) || entry.x >= kMaxMapSide || entry.y >= kMaxMapSide)
    return fail(at(value), label + ": " + need + ", found " + shown(value));
  entry.where = at(fix);
  assembly.fixes.push_back(std::move(entry));
  return true;
}

bool FileParser::parse_seeds(Assembly& assembly) {
  const std::string label = "assembly '" + assembly.name + "'";
  Token token;
  if (!next(token)) return unclosed(assembly);
  if (!is_brace(token, '{')) return fail(at(token), label + ": seeds needs a { … } block, found " + shown(token));
  for (;;) {
    if (!next(token)) return unclosed(assembly);
    if (is_brace(token, '}')) return true;
    int seed = 0;
    if (!whole_number(token.text, seed))
      return fail(at(token), label + ": seed " + shown(token) + " is not a whole number");
    if (static_cast<int>(assembly.seeds.size()) >= kMaxSeeds)
      warn(at(token), label + ": more than " + std::to_string(kMaxSeeds) + " seeds: seed " + token.text + " ignored");
    else
      assembly.seeds.push_back(seed);
  }
}

}  // namespace

bool parse_ump(std::string_view text, const std::string& file, const UmpLoader& load, Ump& out, Diagnostic& error) {
  out = Ump();
  out.file = file;
  Session session{load, out, error, {}, {}, {file}, 0};
  FileParser parser(session, text, file, false);
  return parser.parse();
}

std::string describe(const Diagnostic& diagnostic) { return format_pos(diagnostic.where) + ": " + diagnostic.message; }

bool read_file(const std::string& path, std::string& text) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return false;
  std::ostringstream all;
  all << file.rdbuf();
  text = all.str();
  return true;
}

bool load_ump(const std::string& path, Ump& out, Diagnostic& error) {
  std::string text;
  if (!read_file(path, text)) {
    error = Diagnostic{SourcePos{path, 0, 0}, "cannot read the file"};
    return false;
  }
  return parse_ump(text, path, read_file, out, error);
}

std::vector<std::string> ump_files_in(const std::string& dir) {
  std::vector<std::string> out;
  if (DIR* d = opendir(dir.c_str())) {
    while (const dirent* entry = readdir(d)) {
      const std::string name = entry->d_name;
      if (name.size() > 4 && name.compare(name.size() - 4, 4, ".ump") == 0) out.push_back(name.substr(0, name.size() - 4));
    }
    closedir(d);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace pgw::assembly
