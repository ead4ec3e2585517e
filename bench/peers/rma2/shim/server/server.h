// Stand-in for UFO:AI's src/server/server.h when compiling the original
// src/server/sv_rma.cpp for the RMA2 benchmark peer (our own file, not UFO:AI's).
//
// The real server.h pulls in the whole engine (game, network, SDL, Lua, curl, ...).
// sv_rma.cpp needs only a handful of types, constants and engine functions from it;
// this header declares exactly those. build.sh compiles sv_rma.cpp with "-I<this dir>
// ... -I-" so that its #include "server.h" finds this file instead of the one next to
// it, while "sv_rma.h" and "../shared/parse.h" still come from the unpacked original.
// The functions are defined in rma2_shim.cpp.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <strings.h>

// Original UFO:AI headers (constants, byte): ERR_DROP, DEBUG_SERVER,
// MAX_TOKEN_CHARS, MAX_MAPTILES (needs COMPILE_UFO, as the engine is built).
#include "../shared/ufotypes.h"
#include "../shared/defines.h"
// MAX_VAR, MAX_QPATH, MAX_TILESTRINGS, taken from the original headers by build.sh.
#include "rma2_limits.h"

#ifndef MAX_MAPTILES
#error "MAX_MAPTILES is not defined: compile with -DCOMPILE_UFO"
#endif

// Config-string index of the entity string; only passed back to SV_GetConfigStringLength.
#define CS_ENTITYSTRING 1

// --- cvars ------------------------------------------------------------------
// The engine's cvar_t has many more fields; sv_rma.cpp reads name, string, integer.
struct cvar_t {
	const char* name;
	const char* string;
	int integer;
};

extern cvar_t* sv_maxclients;
extern cvar_t* sv_threads;
extern cvar_t* sv_rma;
extern cvar_t* sv_dumpmapassembly;
extern cvar_t* sv_rmadisplaythemap;

cvar_t* Cvar_FindVar(const char* varName);
cvar_t* Cvar_Set(const char* varName, const char* value, ...);

// --- console and errors -----------------------------------------------------
void Com_Printf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void Com_DPrintf(int level, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
[[noreturn]] void Com_Error(int code, const char* fmt, ...) __attribute__((format(printf, 2, 3)));

void Com_SetRandomSeed(unsigned int seed);

// --- script parsing (Com_Parse, Com_SkipBlock, Com_GetBlock come from the original parse.cpp)
const char* Com_EParse(const char** text, const char* errhead, const char* errinfo, char* target = nullptr, size_t size = 0);

// --- file system ------------------------------------------------------------
int FS_LoadFile(const char* path, byte** buffer);
void FS_FreeFile(void* buffer);

// --- server -----------------------------------------------------------------
int SV_GetConfigStringLength(int index);

// --- memory (the engine's Mem_Alloc returns zeroed memory) -------------------
void* Rma2_MemAlloc(size_t size);
void Rma2_MemFree(void* ptr);
#define Mem_AllocType(type) static_cast<type*>(Rma2_MemAlloc(sizeof(type)))
#define Mem_Alloc(size) Rma2_MemAlloc(size)
#define Mem_Free(ptr) Rma2_MemFree(ptr)

// --- string helpers (shared/shared.h) ----------------------------------------
void Q_strncpyz(char* dest, const char* src, size_t destsize);
void Q_strcat(char* dest, size_t destsize, const char* format, ...) __attribute__((format(printf, 3, 4)));
int Com_sprintf(char* dest, size_t size, const char* fmt, ...) __attribute__((format(printf, 3, 4)));
const char* va(const char* format, ...) __attribute__((format(printf, 1, 2)));

inline bool Q_streq(const char* s1, const char* s2) { return strcmp(s1, s2) == 0; }
inline bool Q_strvalid(const char* s) { return s != nullptr && s[0] != '\0'; }
#define Q_strncasecmp(s1, s2, n) strncasecmp(s1, s2, n)

#define OBJZERO(obj) memset(&(obj), 0, sizeof(obj))
#define OBJSET(obj, val) memset(&(obj), (val), sizeof(obj))
#define lengthof(x) (sizeof(x) / sizeof(*(x)))
