#include "flow/catalogue.hpp"

#include <string_view>

namespace pgw::flow {

namespace {

// One line per tile type: id, the four sides N E S W, the environments it
// belongs to, and a name. A side is two letters: the flow ('-' none, r road,
// p path, w river (water), t rail (track)) and the height (l low, n normal,
// h high). Environments: c countryside, t town, k canyon; "all" holds all.
struct Row {
  int id;
  const char* sides;
  const char* environments;
  const char* name;
};

// clang-format off
const Row kTable[] = {
    {  0, "-n -n -n -n", "c",   "meadow"},
    {  1, "-n -n -n -n", "t",   "town square"},
    {  2, "-l -l -l -l", "k",   "canyon floor"},
    {  3, "-n -n -n -n", "c",   "woodland"},
    {  4, "-n -n -n -n", "t",   "houses"},
    {  5, "-h -h -h -h", "k",   "mesa top"},
    {  6, "rl -l -l -l", "c",   "road end, low"},
    {  7, "rl -l rl -l", "c",   "road straight, low"},
    {  8, "rl rl -l -l", "c",   "road bend, low"},
    {  9, "rl rl -l rl", "c",   "road T-junction, low"},
    { 10, "rl rl rl rl", "c",   "road crossroads, low"},
    { 11, "rn -n -n -n", "ct",  "road end, normal"},
    { 12, "rn -n rn -n", "ct",  "road straight, normal"},
    { 13, "rn rn -n -n", "ct",  "road bend, normal"},
    { 14, "rn rn -n rn", "ct",  "road T-junction, normal"},
    { 15, "rn rn rn rn", "ct",  "road crossroads, normal"},
    { 16, "rh -h -h -h", "t",   "road end, high"},
    { 17, "rh -h rh -h", "t",   "road straight, high"},
    { 18, "rh rh -h -h", "t",   "road bend, high"},
    { 19, "rh rh -h rh", "t",   "road T-junction, high"},
    { 20, "rh rh rh rh", "t",   "road crossroads, high"},
    { 21, "pl -l -l -l", "ck",  "path end, low"},
    { 22, "pl -l pl -l", "ck",  "path straight, low"},
    { 23, "pl pl -l -l", "ck",  "path bend, low"},
    { 24, "pl pl -l pl", "ck",  "path T-junction, low"},
    { 25, "pl pl pl pl", "ck",  "path crossroads, low"},
    { 26, "pn -n -n -n", "ctk", "path end, normal"},
    { 27, "pn -n pn -n", "ctk", "path straight, normal"},
    { 28, "pn pn -n -n", "ctk", "path bend, normal"},
    { 29, "pn pn -n pn", "ctk", "path T-junction, normal"},
    { 30, "pn pn pn pn", "ctk", "path crossroads, normal"},
    { 31, "ph -h -h -h", "tk",  "path end, high"},
    { 32, "ph -h ph -h", "tk",  "path straight, high"},
    { 33, "ph ph -h -h", "tk",  "path bend, high"},
    { 34, "ph ph -h ph", "tk",  "path T-junction, high"},
    { 35, "ph ph ph ph", "tk",  "path crossroads, high"},
    { 36, "wl -l -l -l", "ck",  "river end, low"},
    { 37, "wl -l wl -l", "ck",  "river straight, low"},
    { 38, "wl wl -l -l", "ck",  "river bend, low"},
    { 39, "wl wl -l wl", "ck",  "river T-junction, low"},
    { 40, "wl wl wl wl", "ck",  "river crossroads, low"},
    { 41, "wn -n -n -n", "ck",  "river end, normal"},
    { 42, "wn -n wn -n", "ck",  "river straight, normal"},
    { 43, "wn wn -n -n", "ck",  "river bend, normal"},
    { 44, "wn wn -n wn", "ck",  "river T-junction, normal"},
    { 45, "wn wn wn wn", "ck",  "river crossroads, normal"},
    { 46, "wh -h -h -h", "k",   "river end, high"},
    { 47, "wh -h wh -h", "k",   "river straight, high"},
    { 48, "wh wh -h -h", "k",   "river bend, high"},
    { 49, "wh wh -h wh", "k",   "river T-junction, high"},
    { 50, "wh wh wh wh", "k",   "river crossroads, high"},
    { 51, "tl -l -l -l", "k",   "rail end, low"},
    { 52, "tl -l tl -l", "k",   "rail straight, low"},
    { 53, "tl tl -l -l", "k",   "rail bend, low"},
    { 54, "tl tl -l tl", "k",   "rail T-junction, low"},
    { 55, "tl tl tl tl", "k",   "rail crossroads, low"},
    { 56, "tn -n -n -n", "tk",  "rail end, normal"},
    { 57, "tn -n tn -n", "tk",  "rail straight, normal"},
    { 58, "tn tn -n -n", "tk",  "rail bend, normal"},
    { 59, "tn tn -n tn", "tk",  "rail T-junction, normal"},
    { 60, "tn tn tn tn", "tk",  "rail crossroads, normal"},
    { 61, "th -h -h -h", "tk",  "rail end, high"},
    { 62, "th -h th -h", "tk",  "rail straight, high"},
    { 63, "th th -h -h", "tk",  "rail bend, high"},
    { 64, "th th -h th", "tk",  "rail T-junction, high"},
    { 65, "th th th th", "tk",  "rail crossroads, high"},
    { 66, "rl -l rn -n", "c",   "road slope straight, low to normal"},
    { 67, "rl rn -n -l", "c",   "road slope bend, low to normal"},
    { 68, "rn -n rh -h", "t",   "road slope straight, normal to high"},
    { 69, "rn rh -h -n", "t",   "road slope bend, normal to high"},
    { 70, "pl -l pn -n", "ck",  "path slope straight, low to normal"},
    { 71, "pl pn -n -l", "ck",  "path slope bend, low to normal"},
    { 72, "pn -n ph -h", "tk",  "path slope straight, normal to high"},
    { 73, "pn ph -h -n", "tk",  "path slope bend, normal to high"},
    { 74, "wl -l wn -n", "ck",  "river slope straight, low to normal"},
    { 75, "wl wn -n -l", "ck",  "river slope bend, low to normal"},
    { 76, "wn -n wh -h", "k",   "river slope straight, normal to high"},
    { 77, "wn wh -h -n", "k",   "river slope bend, normal to high"},
    { 78, "tl -l tn -n", "k",   "rail slope straight, low to normal"},
    { 79, "tl tn -n -l", "k",   "rail slope bend, low to normal"},
    { 80, "tn -n th -h", "tk",  "rail slope straight, normal to high"},
    { 81, "tn th -h -n", "tk",  "rail slope bend, normal to high"},
    { 82, "wh -l wl -l", "k",   "waterfall straight, high to low"},
    { 83, "wh wl -l -l", "k",   "waterfall bend, high to low"},
    { 84, "rh rn rh rn", "t",   "road flyover over road, high over normal"},
    { 85, "rh rl rh rl", "",    "road flyover over road, high over low"},
    { 86, "rn rl rn rl", "c",   "road flyover over road, normal over low"},
    { 87, "rh pn rh pn", "t",   "road bridge over path, high over normal"},
    { 88, "rh pl rh pl", "",    "road bridge over path, high over low"},
    { 89, "rn pl rn pl", "c",   "road bridge over path, normal over low"},
    { 90, "rh wn rh wn", "",    "road bridge over river, high over normal"},
    { 91, "rh wl rh wl", "",    "road bridge over river, high over low"},
    { 92, "rn wl rn wl", "c",   "road bridge over river, normal over low"},
    { 93, "rh tn rh tn", "t",   "road bridge over rail, high over normal"},
    { 94, "rh tl rh tl", "",    "road bridge over rail, high over low"},
    { 95, "rn tl rn tl", "",    "road bridge over rail, normal over low"},
    { 96, "ph rn ph rn", "t",   "path bridge over road, high over normal"},
    { 97, "ph rl ph rl", "",    "path bridge over road, high over low"},
    { 98, "pn rl pn rl", "c",   "path bridge over road, normal over low"},
    { 99, "ph pn ph pn", "tk",  "path flyover over path, high over normal"},
    {100, "ph pl ph pl", "k",   "path flyover over path, high over low"},
    {101, "pn pl pn pl", "ck",  "path flyover over path, normal over low"},
    {102, "ph wn ph wn", "k",   "path bridge over river, high over normal"},
    {103, "ph wl ph wl", "k",   "path bridge over river, high over low"},
    {104, "pn wl pn wl", "ck",  "path bridge over river, normal over low"},
    {105, "ph tn ph tn", "tk",  "path bridge over rail, high over normal"},
    {106, "ph tl ph tl", "k",   "path bridge over rail, high over low"},
    {107, "pn tl pn tl", "k",   "path bridge over rail, normal over low"},
    {108, "wh rn wh rn", "",    "river bridge over road, high over normal"},
    {109, "wh rl wh rl", "",    "river bridge over road, high over low"},
    {110, "wn rl wn rl", "c",   "river bridge over road, normal over low"},
    {111, "wh pn wh pn", "k",   "river bridge over path, high over normal"},
    {112, "wh pl wh pl", "k",   "river bridge over path, high over low"},
    {113, "wn pl wn pl", "ck",  "river bridge over path, normal over low"},
    {114, "wh wn wh wn", "k",   "river flyover over river, high over normal"},
    {115, "wh wl wh wl", "k",   "river flyover over river, high over low"},
    {116, "wn wl wn wl", "ck",  "river flyover over river, normal over low"},
    {117, "wh tn wh tn", "k",   "river bridge over rail, high over normal"},
    {118, "wh tl wh tl", "k",   "river bridge over rail, high over low"},
    {119, "wn tl wn tl", "k",   "river bridge over rail, normal over low"},
    {120, "th rn th rn", "t",   "rail bridge over road, high over normal"},
    {121, "th rl th rl", "",    "rail bridge over road, high over low"},
    {122, "tn rl tn rl", "",    "rail bridge over road, normal over low"},
    {123, "th pn th pn", "tk",  "rail bridge over path, high over normal"},
    {124, "th pl th pl", "k",   "rail bridge over path, high over low"},
    {125, "tn pl tn pl", "k",   "rail bridge over path, normal over low"},
    {126, "th wn th wn", "k",   "rail bridge over river, high over normal"},
    {127, "th wl th wl", "k",   "rail bridge over river, high over low"},
    {128, "tn wl tn wl", "k",   "rail bridge over river, normal over low"},
    {129, "th tn th tn", "tk",  "rail flyover over rail, high over normal"},
    {130, "th tl th tl", "k",   "rail flyover over rail, high over low"},
    {131, "tn tl tn tl", "k",   "rail flyover over rail, normal over low"},
    {132, "rl pl rl pl", "c",   "road and path level crossing, low"},
    {133, "rl -l pl -l", "c",   "road becomes path, straight, low"},
    {134, "rn pn rn pn", "ct",  "road and path level crossing, normal"},
    {135, "rn -n pn -n", "ct",  "road becomes path, straight, normal"},
    {136, "rh ph rh ph", "t",   "road and path level crossing, high"},
    {137, "rh -h ph -h", "t",   "road becomes path, straight, high"},
    {138, "rl wl rl wl", "c",   "road and river level crossing, low"},
    {139, "rl -l wl -l", "c",   "road becomes river, straight, low"},
    {140, "rn wn rn wn", "c",   "road and river level crossing, normal"},
    {141, "rn -n wn -n", "c",   "road becomes river, straight, normal"},
    {142, "rh wh rh wh", "",    "road and river level crossing, high"},
    {143, "rh -h wh -h", "",    "road becomes river, straight, high"},
    {144, "rl tl rl tl", "",    "road and rail level crossing, low"},
    {145, "rl -l tl -l", "",    "road becomes rail, straight, low"},
    {146, "rn tn rn tn", "t",   "road and rail level crossing, normal"},
    {147, "rn -n tn -n", "t",   "road becomes rail, straight, normal"},
    {148, "rh th rh th", "t",   "road and rail level crossing, high"},
    {149, "rh -h th -h", "t",   "road becomes rail, straight, high"},
    {150, "pl wl pl wl", "ck",  "path and river level crossing, low"},
    {151, "pl -l wl -l", "ck",  "path becomes river, straight, low"},
    {152, "pn wn pn wn", "ck",  "path and river level crossing, normal"},
    {153, "pn -n wn -n", "ck",  "path becomes river, straight, normal"},
    {154, "ph wh ph wh", "k",   "path and river level crossing, high"},
    {155, "ph -h wh -h", "k",   "path becomes river, straight, high"},
    {156, "pl tl pl tl", "k",   "path and rail level crossing, low"},
    {157, "pl -l tl -l", "k",   "path becomes rail, straight, low"},
    {158, "pn tn pn tn", "tk",  "path and rail level crossing, normal"},
    {159, "pn -n tn -n", "tk",  "path becomes rail, straight, normal"},
    {160, "ph th ph th", "tk",  "path and rail level crossing, high"},
    {161, "ph -h th -h", "tk",  "path becomes rail, straight, high"},
    {162, "wl tl wl tl", "k",   "river and rail level crossing, low"},
    {163, "wl -l tl -l", "k",   "river becomes rail, straight, low"},
    {164, "wn tn wn tn", "k",   "river and rail level crossing, normal"},
    {165, "wn -n tn -n", "k",   "river becomes rail, straight, normal"},
    {166, "wh th wh th", "k",   "river and rail level crossing, high"},
    {167, "wh -h th -h", "k",   "river becomes rail, straight, high"},
    {168, "rl pl -l -l", "c",   "road bends into path, low"},
    {169, "rn pn -n -n", "ct",  "road bends into path, normal"},
    {170, "rh ph -h -h", "t",   "road bends into path, high"},
    {171, "rl wl -l -l", "c",   "road bends into river, low"},
    {172, "rn wn -n -n", "c",   "road bends into river, normal"},
    {173, "rh wh -h -h", "",    "road bends into river, high"},
    {174, "rl tl -l -l", "",    "road bends into rail, low"},
    {175, "rn tn -n -n", "t",   "road bends into rail, normal"},
    {176, "rh th -h -h", "t",   "road bends into rail, high"},
    {177, "pl rl -l -l", "c",   "path bends into road, low"},
    {178, "pn rn -n -n", "ct",  "path bends into road, normal"},
    {179, "ph rh -h -h", "t",   "path bends into road, high"},
    {180, "pl wl -l -l", "ck",  "path bends into river, low"},
    {181, "pn wn -n -n", "ck",  "path bends into river, normal"},
    {182, "ph wh -h -h", "k",   "path bends into river, high"},
    {183, "pl tl -l -l", "k",   "path bends into rail, low"},
    {184, "pn tn -n -n", "tk",  "path bends into rail, normal"},
    {185, "ph th -h -h", "tk",  "path bends into rail, high"},
    {186, "wl rl -l -l", "c",   "river bends into road, low"},
    {187, "wn rn -n -n", "c",   "river bends into road, normal"},
    {188, "wh rh -h -h", "",    "river bends into road, high"},
    {189, "wl pl -l -l", "ck",  "river bends into path, low"},
    {190, "wn pn -n -n", "ck",  "river bends into path, normal"},
    {191, "wh ph -h -h", "k",   "river bends into path, high"},
    {192, "wl tl -l -l", "k",   "river bends into rail, low"},
    {193, "wn tn -n -n", "k",   "river bends into rail, normal"},
    {194, "wh th -h -h", "k",   "river bends into rail, high"},
    {195, "tl rl -l -l", "",    "rail bends into road, low"},
    {196, "tn rn -n -n", "t",   "rail bends into road, normal"},
    {197, "th rh -h -h", "t",   "rail bends into road, high"},
    {198, "tl pl -l -l", "k",   "rail bends into path, low"},
    {199, "tn pn -n -n", "tk",  "rail bends into path, normal"},
    {200, "th ph -h -h", "tk",  "rail bends into path, high"},
    {201, "tl wl -l -l", "k",   "rail bends into river, low"},
    {202, "tn wn -n -n", "k",   "rail bends into river, normal"},
    {203, "th wh -h -h", "k",   "rail bends into river, high"},
};
// clang-format on

const char* const kEnvironmentNames[kEnvironments] = {"countryside", "town", "canyon", "all"};

// Parses one row; empty string on success, else what is wrong with it.
std::string parse_row(const Row& row, int index, TileType& tile) {
  const std::string where = "catalogue line " + std::to_string(index) + " ('" + row.name + "'): ";
  if (row.id != index) return where + "id " + std::to_string(row.id) + " should be " + std::to_string(index);
  tile.id = row.id;
  tile.name = row.name;
  const std::string_view sides(row.sides);
  if (sides.size() != 11) return where + "sides should read like \"rn -n rn -n\"";
  for (int side = 0; side < 4; ++side) {
    const char f = sides[side * 3], h = sides[side * 3 + 1];
    if (side < 3 && sides[side * 3 + 2] != ' ') return where + "sides are separated by one space";
    Edge& e = tile.edges[side];
    switch (f) {
      case '-': e.flow = Flow::None; break;
      case 'r': e.flow = Flow::Road; break;
      case 'p': e.flow = Flow::Path; break;
      case 'w': e.flow = Flow::River; break;
      case 't': e.flow = Flow::Rail; break;
      default: return where + "unknown flow '" + std::string(1, f) + "' on the " + side_name(side) + " side";
    }
    switch (h) {
      case 'l': e.height = Height::Low; break;
      case 'n': e.height = Height::Normal; break;
      case 'h': e.height = Height::High; break;
      default: return where + "unknown height '" + std::string(1, h) + "' on the " + side_name(side) + " side";
    }
  }
  tile.environments = 0;
  for (const char* c = row.environments; *c; ++c) {
    switch (*c) {
      case 'c': tile.environments |= 1u << kCountryside; break;
      case 't': tile.environments |= 1u << kTown; break;
      case 'k': tile.environments |= 1u << kCanyon; break;
      default: return where + "unknown environment letter '" + std::string(1, *c) + "'";
    }
  }
  tile.period = 4;
  for (int p : {1, 2}) {
    bool same = true;
    for (int side = 0; side < 4; ++side)
      same = same && edge_code(tile.edges[side]) == edge_code(tile.edges[(side + p) & 3]);
    if (same) {
      tile.period = p;
      break;
    }
  }
  return "";
}

std::vector<TileType> build_catalogue() {
  std::vector<TileType> tiles;
  int index = 0;
  for (const Row& row : kTable) {
    TileType tile;
    parse_row(row, index++, tile);
    tiles.push_back(tile);
  }
  return tiles;
}

}  // namespace

const char* side_name(int side) {
  static const char* const kNames[4] = {"north", "east", "south", "west"};
  return kNames[side & 3];
}

bool TileType::has_flow() const {
  for (const Edge& e : edges)
    if (e.flow != Flow::None) return true;
  return false;
}

const char* environment_name(int environment) {
  return environment >= 0 && environment < kEnvironments ? kEnvironmentNames[environment] : "?";
}

int environment_from_name(const std::string& name) {
  for (int e = 0; e < kEnvironments; ++e)
    if (name == kEnvironmentNames[e]) return e;
  return -1;
}

const std::vector<TileType>& catalogue() {
  static const std::vector<TileType> tiles = build_catalogue();
  return tiles;
}

bool in_environment(const TileType& tile, int environment) {
  return environment == kAll || ((tile.environments >> environment) & 1u);
}

std::vector<int> environment_tiles(int environment) {
  std::vector<int> empty = environment_empty_tiles(environment), flowing;
  for (const TileType& t : catalogue())
    if (t.has_flow() && in_environment(t, environment)) flowing.push_back(t.id);
  empty.insert(empty.end(), flowing.begin(), flowing.end());
  return empty;
}

std::vector<int> environment_empty_tiles(int environment) {
  std::vector<int> ids;
  for (const TileType& t : catalogue())
    if (!t.has_flow() && in_environment(t, environment)) ids.push_back(t.id);
  return ids;
}

std::string catalogue_problems() {
  int index = 0;
  for (const Row& row : kTable) {
    TileType tile;
    const std::string problem = parse_row(row, index++, tile);
    if (!problem.empty()) return problem;
  }
  return "";
}

}  // namespace pgw::flow
