// model.cpp — see model.hpp.
#include "assembly/model.hpp"

#include <algorithm>

namespace pgw::assembly {

std::string format_pos(const SourcePos& pos) {
  return pos.file + ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

namespace {

template <class Item>
int find_named(const std::vector<Item>& items, std::string Item::*field, const std::string& name) {
  for (std::size_t i = 0; i < items.size(); ++i)
    if (items[i].*field == name) return static_cast<int>(i);
  return -1;
}

}  // namespace

int Ump::find_tile(const std::string& id) const { return find_named(tiles, &Tile::id, id); }
int Ump::find_tileset(const std::string& name) const { return find_named(tilesets, &Tileset::name, name); }
int Ump::find_assembly(const std::string& name) const { return find_named(assemblies, &Assembly::name, name); }

bool parse_cell(const std::string& text, Mask& mask, char& bad) {
  Mask out = 0;
  for (char c : text) {
    if (c == '+')
      out |= kSolid;
    else if (c == '0')
      out |= kAnyLetter;
    else if (c >= '1' && c <= '5')
      out |= 1u << (c - '0');
    else if (c >= 'a' && c <= 'z')
      out |= 1u << (c - 'a' + 6);
    else if (c >= 'A' && c <= 'Z')
      out |= 1u << (c - 'A' + 6);
    else {
      bad = c;
      return false;
    }
  }
  mask = out;
  return true;
}

Grid empty_grid(int width, int height) {
  Grid grid;
  grid.width = width;
  grid.height = height;
  grid.cells.assign(static_cast<std::size_t>(width + 2) * (height + 2), kAnyLetter);
  return grid;
}

namespace {

bool inside(const Grid& grid, const Tile& tile, int x, int y) {
  return x >= 0 && y >= 0 && x + tile.width <= grid.width + 2 && y + tile.height <= grid.height + 2;
}

// The game's combination of one cell (SV_CombineAlternatives).
void combine(Mask& m, Mask t) {
  if ((m & kSolid) || t == kAnyLetter) return;
  m = (t & kSolid) ? t : (m & t);
}

}  // namespace

bool fits(const Grid& grid, const Tile& tile, int x, int y) {
  if (!inside(grid, tile, x, y)) return false;
  for (int ty = 0; ty < tile.height; ++ty)
    for (int tx = 0; tx < tile.width; ++tx) {
      const Mask t = tile.at(tx, ty);
      if (!grid.on_map(x + tx, y + ty)) {
        if ((t & kSolid) || (t & kAnyLetter) == 0) return false;  // the frame: any letter
        continue;
      }
      const Mask both = grid.at(x + tx, y + ty) & t;
      if ((both & kSolid) || both == 0) return false;
    }
  return true;
}

bool fits_frame(const Grid& grid, const Tile& tile, int x, int y) {
  for (int ty = 0; ty < tile.height; ++ty)
    for (int tx = 0; tx < tile.width; ++tx) {
      const int gx = x + tx, gy = y + ty;
      if (grid.on_map(gx, gy) || !grid.in_grid(gx, gy)) continue;
      const Mask both = grid.at(gx, gy) & tile.at(tx, ty);
      if ((both & kSolid) || both == 0) return false;
    }
  return true;
}

std::string mask_text(Mask mask) {
  std::string out = (mask & kSolid) ? "+" : "";
  if ((mask & kAnyLetter) == kAnyLetter) return out + "0";
  for (int bit = 1; bit < 32; ++bit)
    if (mask & (1u << bit)) out += bit <= 5 ? static_cast<char>('0' + bit) : static_cast<char>('a' + bit - 6);
  return out;
}

std::vector<Misfit> misfits(const Grid& grid, const Tile& tile, int x, int y) {
  std::vector<Misfit> out;
  if (!inside(grid, tile, x, y)) {
    Misfit past;
    past.kind = Misfit::Kind::PastFrame;
    for (int i = tile.width * tile.height - 1; i >= 0; --i)  // the first cell past the frame, row by row
      if (!grid.in_grid(x + i % tile.width, y + i / tile.width)) {
        past.x = x + i % tile.width;
        past.y = y + i / tile.width;
      }
    past.text = "it reaches past the map's frame (cells " + std::to_string(x) + "–" + std::to_string(x + tile.width - 1) +
                " × " + std::to_string(y) + "–" + std::to_string(y + tile.height - 1) + "; the frame ends at " +
                std::to_string(grid.width + 1) + " × " + std::to_string(grid.height + 1) + ")";
    out.push_back(std::move(past));
  }
  for (int ty = 0; ty < tile.height; ++ty)
    for (int tx = 0; tx < tile.width; ++tx) {
      const int gx = x + tx, gy = y + ty;
      if (!grid.in_grid(gx, gy)) continue;
      const Mask t = tile.at(tx, ty), m = grid.at(gx, gy);
      const std::string where = std::to_string(gx) + ", " + std::to_string(gy);
      if ((t & kSolid) && !grid.on_map(gx, gy))
        out.push_back({Misfit::Kind::SolidOnFrame, gx, gy, "its solid square at " + where + " lies on the frame"});
      else if (t & m & kSolid)
        out.push_back({Misfit::Kind::SolidOnSolid, gx, gy, "at " + where + " it is solid where another tile already is"});
      else if ((t & m) == 0)
        out.push_back({Misfit::Kind::Letters, gx, gy,
                       "at " + where + " it has '" + mask_text(t) + "' where the map has " +
                           (m == 0 ? std::string("no letter left (the rings there before it share none)")
                                   : "'" + mask_text(m) + "'")});
    }
  return out;
}

std::string misfit(const Grid& grid, const Tile& tile, int x, int y) {
  const std::vector<Misfit> all = misfits(grid, tile, x, y);
  return all.empty() ? std::string() : all[0].text;
}

void place(Grid& grid, const Tile& tile, int x, int y, bool frame_too) {
  for (int ty = 0; ty < tile.height; ++ty)
    for (int tx = 0; tx < tile.width; ++tx) {
      const int gx = x + tx, gy = y + ty;
      if (!grid.in_grid(gx, gy) || (!frame_too && !grid.on_map(gx, gy))) continue;
      combine(grid.at(gx, gy), tile.at(tx, ty));
    }
}

}  // namespace pgw::assembly
