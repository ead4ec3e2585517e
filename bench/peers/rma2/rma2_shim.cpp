// Minimal engine for the original UFO:AI sv_rma.cpp (RMA2 benchmark peer; our own
// file). Defines what shim/server/server.h declares: console output, Com_Error,
// cvars, the file system (one directory of .ump files), memory and string helpers.
// Com_Parse, Com_SkipBlock and Com_GetBlock are not here: they come from the
// original src/shared/parse.cpp.
#include "server.h"
#include "parse.h"  // original src/shared/parse.h: Com_Parse

#include "rma2_shim.h"

#include <cerrno>
#include <string>

namespace rma2 {
RunState state;
}

// ---------------------------------------------------------------------------
// cvars: the values the game uses for a single-player RMA2 assembly, as in the
// game's unit test (src/tests/test_rma.cpp): sv_rma 2, sv_threads 0,
// sv_maxclients 1. sv_dumpmapassembly and sv_rmadisplaythemap are at the game's
// defaults (0); the unit test sets the latter to 1, which only adds console output.
// Every other cvar (rm_ufo, rm_drop, ...) does not exist, so Cvar_FindVar returns
// nullptr and the .ump's default tile is used.
static cvar_t cv_maxclients{"sv_maxclients", "1", 1};
static cvar_t cv_threads{"sv_threads", "0", 0};
static cvar_t cv_rma{"sv_rma", "2", 2};
static cvar_t cv_dumpmapassembly{"sv_dumpmapassembly", "0", 0};
static cvar_t cv_rmadisplaythemap{"sv_rmadisplaythemap", "0", 0};

cvar_t* sv_maxclients = &cv_maxclients;
cvar_t* sv_threads = &cv_threads;
cvar_t* sv_rma = &cv_rma;
cvar_t* sv_dumpmapassembly = &cv_dumpmapassembly;
cvar_t* sv_rmadisplaythemap = &cv_rmadisplaythemap;

void rma2::setCvarDefaults()
{
	if (const char* v = getenv("RMA2_DISPLAYTHEMAP")) {
		cv_rmadisplaythemap.string = v;
		cv_rmadisplaythemap.integer = atoi(v);
	}
}

cvar_t* Cvar_FindVar(const char*)
{
	return nullptr;
}

cvar_t* Cvar_Set(const char*, const char*, ...)
{
	return nullptr;
}

// ---------------------------------------------------------------------------
// console
static std::string vformat(const char* fmt, va_list ap)
{
	char buf[4096];
	va_list aq;
	va_copy(aq, ap);
	const int n = vsnprintf(buf, sizeof(buf), fmt, aq);
	va_end(aq);
	if (n < 0)
		return std::string();
	if (static_cast<size_t>(n) < sizeof(buf))
		return std::string(buf, n);
	std::string s(n + 1, '\0');
	vsnprintf(&s[0], s.size(), fmt, ap);
	s.resize(n);
	return s;
}

static bool startsWith(const char* s, const char* prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

void Com_Printf(const char* fmt, ...)
{
	rma2::RunState& st = rma2::state;
	va_list ap;
	va_start(ap, fmt);
	const std::string msg = vformat(fmt, ap);
	va_end(ap);

	if (startsWith(fmt, "Picked seed"))
		st.pickedSeed = true;
	else if (strcmp(fmt, "tiles: %i\n") == 0)
		st.builtStrings = true;
	else if (startsWith(fmt, "SV_AssembleMap: Map assembly '"))
		st.assemblyNotFound = msg;
	if (!msg.empty() && msg != "\n")
		st.lastMessage = msg;
	if (st.verbose)
		fputs(msg.c_str(), stderr);
}

void Com_DPrintf(int, const char* fmt, ...)
{
	rma2::RunState& st = rma2::state;
	// The first statement of SV_DoMapAssemble is
	//   Com_DPrintf(DEBUG_SERVER, "Use assembly: '%s'\n", mAsm->id);
	// parsing the .ump files is over by then: the assembly timer starts here.
	if (!st.assemblyStarted && startsWith(fmt, "Use assembly")) {
		st.assemblyStarted = true;
		st.assemblyStart = rma2::Clock::now();
	}
	if (st.verbose) {
		va_list ap;
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
	}
}

void Com_Error(int code, const char* fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	std::string msg = vformat(fmt, ap);
	va_end(ap);
	if (rma2::state.verbose)
		fprintf(stderr, "Com_Error(%d): %s\n", code, msg.c_str());
	throw rma2::FatalError{code, msg};
}

void Rma2_Unreachable(const char* what)
{
	Com_Error(ERR_FATAL, "rma2 peer: %s called; the threaded search (sv_rma 1) is not supported", what);
}

void Com_SetRandomSeed(unsigned int seed)
{
	srand(seed);  // as in the original common.cpp
}

// As the original (common/scripts.cpp): Com_Parse, and a console line at end of text.
const char* Com_EParse(const char** text, const char* errhead, const char* errinfo, char* target, size_t size)
{
	const char* token = Com_Parse(text, target, size);
	if (!*text) {
		if (errinfo)
			Com_Printf("%s \"%s\")\n", errhead, errinfo);
		else
			Com_Printf("%s\n", errhead);
		return nullptr;
	}
	return token;
}

// ---------------------------------------------------------------------------
// file system: "maps/<name>.ump" is read from the directory given on the command line.
int FS_LoadFile(const char* path, byte** buffer)
{
	*buffer = nullptr;
	const char* name = path;
	if (startsWith(name, "maps/"))
		name += 5;
	const std::string full = rma2::state.umpDir + "/" + name;
	FILE* f = fopen(full.c_str(), "rb");
	if (!f)
		return -1;
	std::string data;
	char chunk[65536];
	size_t n;
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		data.append(chunk, n);
	fclose(f);
	byte* buf = static_cast<byte*>(Rma2_MemAlloc(data.size() + 1));  // zeroed: NUL-terminated
	memcpy(buf, data.data(), data.size());
	*buffer = buf;
	return static_cast<int>(data.size());
}

void FS_FreeFile(void* buffer)
{
	Rma2_MemFree(buffer);
}

// ---------------------------------------------------------------------------
// server: the worldspawn block of a .ump is copied into the entity string, whose
// config string holds MAX_TOKEN_CHARS * MAX_ENTITYSTRINGS characters in the engine.
int SV_GetConfigStringLength(int index)
{
	if (index == CS_ENTITYSTRING)
		return MAX_TOKEN_CHARS * RMA2_MAX_ENTITYSTRINGS;
	return MAX_TOKEN_CHARS;
}

// ---------------------------------------------------------------------------
// memory
void* Rma2_MemAlloc(size_t size)
{
	void* p = calloc(1, size);
	if (!p)
		Com_Error(ERR_FATAL, "out of memory (%zu bytes)", size);
	return p;
}

void Rma2_MemFree(void* ptr)
{
	free(ptr);
}

// ---------------------------------------------------------------------------
// strings, with the semantics of the original shared.cpp
void Q_strncpyz(char* dest, const char* src, size_t destsize)
{
	if (destsize < 1)
		Com_Error(ERR_FATAL, "Q_strncpyz: destsize < 1");
	while (--destsize > 0 && (*dest++ = *src++) != '\0') {
	}
	*dest = '\0';
}

void Q_strcat(char* dest, size_t destsize, const char* format, ...)
{
	const size_t len = strlen(dest);
	if (len >= destsize) {
		Com_Printf("Q_strcat: already overflowed\n");
		return;
	}
	va_list ap;
	va_start(ap, format);
	vsnprintf(dest + len, destsize - len, format, ap);
	va_end(ap);
}

int Com_sprintf(char* dest, size_t size, const char* fmt, ...)
{
	if (!fmt)
		return 0;
	va_list ap;
	va_start(ap, fmt);
	int len = vsnprintf(dest, size, fmt, ap);
	va_end(ap);
	if (len < 0)
		len = 0;
	if (static_cast<size_t>(len) >= size) {
		Com_Printf("Com_sprintf: overflow of %i in %i\n", len, static_cast<int>(size));
		len = static_cast<int>(size) - 1;
	}
	return len;
}

const char* va(const char* format, ...)
{
	static char buf[4][MAX_TOKEN_CHARS * MAX_TILESTRINGS];
	static int idx;
	char* b = buf[idx++ & 3];
	va_list ap;
	va_start(ap, format);
	vsnprintf(b, sizeof(buf[0]), format, ap);
	va_end(ap);
	return b;
}
