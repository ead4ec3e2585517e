// Interface between the RMA2 peer's harness (rma2_peer.cpp) and its engine shim
// (rma2_shim.cpp). Not seen by the original UFO:AI sources.
#pragma once

#include <chrono>
#include <string>

namespace rma2 {

// Thrown by the Com_Error shim: a fatal error of the original becomes a failed run.
struct FatalError {
	int code;
	std::string message;
};

using Clock = std::chrono::steady_clock;

// What the shim observed during one SV_AssembleMap call.
struct RunState {
	std::string umpDir;        // directory the FS_LoadFile shim reads maps/<name>.ump from
	bool verbose = false;      // forward the original's console output to stderr
	bool assemblyStarted = false;
	Clock::time_point assemblyStart;  // first line of SV_DoMapAssemble (see README)
	bool pickedSeed = false;          // "Picked seed: ..." (assembly has a seeds list)
	bool builtStrings = false;        // SV_BuildMapStrings ran (map fully assembled)
	std::string assemblyNotFound;     // "SV_AssembleMap: Map assembly '...' not found"
	std::string lastMessage;          // last console line, for context
};

extern RunState state;

void setCvarDefaults();

}  // namespace rma2

// rma2_original.cpp: SV_AssembleMap of the original, with what it planned and
// placed written to `dump` (lines starting "#\t") before the map is freed.
int Rma2_AssembleMapAndDescribe(const char* mapTheme, const char* assembly, char* asmTiles, char* asmPos,
		char* entityString, unsigned int seed, bool print, std::string& dump);
