// The original UFO:AI sv_rma.cpp, compiled unchanged: this translation unit
// includes the file as it is and appends one function of ours after it, so
// the differential test can see what the original planned and placed (the
// file's own entry point, SV_AssembleMap, frees that before returning).
// build.sh compiles this file with the original's flags and include order.
#include <string>

#include "sv_rma.cpp"

#include "rma2_shim.h"

namespace {

std::string placement(const char* id, int x, int y)
{
	return std::string("\t") + id + " " + std::to_string(x) + " " + std::to_string(y);
}

}  // namespace

// SV_AssembleMap (its body, unchanged: SV_AssembleMap_ and the count of placed
// tiles), describing the run in `dump` before the map is freed:
//   #	assembly	ID	W	H	DX	DY	SEEDS
//   #	plan	TILE MIN MAX	...     (tiles with max > 0, in the file's order)
//   #	fixed	TILE X Y	...
//   #	placed	TILE X Y	...     (mPlaced: fixed tiles first, in placement order)
//   #	tiles	<asmTiles>
//   #	pos	<asmPos>
int Rma2_AssembleMapAndDescribe(const char* mapTheme, const char* assembly, char* asmTiles, char* asmPos,
		char* entityString, const unsigned int seed, bool print, std::string& dump)
{
	MapInfo* map = SV_AssembleMap_(mapTheme, assembly, asmTiles, asmPos, entityString, seed, print);
	const Assembly* a = map->getCurrentAssembly();
	dump = std::string("#\tassembly\t") + a->id + "\t" + std::to_string(a->width) + "\t" + std::to_string(a->height) +
			"\t" + std::to_string(a->dx) + "\t" + std::to_string(a->dy) + "\t" + std::to_string(a->numSeeds) + "\n";
	dump += "#\tplan";
	for (int i = 0; i < map->numTiles; i++)
		if (a->max[i])
			dump += std::string("\t") + map->mTile[i].id + " " + std::to_string(a->min[i]) + " " + std::to_string(a->max[i]);
	dump += "\n";
	dump += "#\tfixed";
	for (int i = 0; i < a->numFixed; i++)
		dump += placement(map->mTile[a->fT[i]].id, a->fX[i], a->fY[i]);
	dump += "\n#\tplaced";
	for (int i = 0; i < map->numPlaced; i++)
		dump += placement(map->mPlaced[i].tile->id, map->mPlaced[i].x, map->mPlaced[i].y);
	dump += "\n";
	dump += std::string("#\ttiles\t") + asmTiles + "\n";
	dump += std::string("#\tpos\t") + asmPos + "\n";
	const int num = map->numPlaced;
	Mem_Free(map);
	return num;
}
