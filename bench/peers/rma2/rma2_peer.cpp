// RMA2 benchmark peer: runs UFO:AI's original random map assembly (RMA2,
// src/server/sv_rma.cpp, compiled unchanged from Debian's ufoai source package)
// on one assembly of one .ump file for a range of seeds.
//
//   rma2_peer DIR FILE ASSEMBLY SEED_FROM SEED_TO
//
// One line per seed on stdout, tab-separated:
//   FILE ASSEMBLY SEED STATUS MS TILES [MESSAGE]
// STATUS is ok, fail (MESSAGE: the original's error text) or timeout. MS is the wall
// time of the assembly step in milliseconds (parsing the .ump files excluded, see
// README.md), TILES the number of tiles placed (numPlaced).
//
// Each seed runs in a forked child: a fatal error of the original (Com_Error, thrown
// as an exception by the shim) or a crash fails that seed only, and a run over the
// cap (RMA2_CAP seconds, default 30) is killed and reported as timeout, since the
// original's search cannot be interrupted.
//
// Seeds are fed as the game's unit test does (src/tests/test_rma.cpp):
//   srand(seed); SV_AssembleMap(FILE, ASSEMBLY, tiles, pos, entityString, seed, true);
//
// RMA2_DUMP=1 follows each seed's line with what the original planned and made
// (lines starting "#\t": the assembly and its size, each tile's min and max,
// the fixed tiles, the placements, and the game's two strings; see
// rma2_original.cpp), for the differential test. The run is the same call.
#include "server.h"
#include "sv_rma.h"

#include "rma2_shim.h"

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <string>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

enum Status : int32_t { ST_OK = 0, ST_FAIL = 1 };

struct Result {
	int32_t status;
	int32_t tiles;
	double ms;
	char message[1024];
};

// SV_AssembleMap returns the number of placed tiles (int) in the versions this was
// written against; older ones returned the MapInfo (freed by the caller).
int tilesOf(int numPlaced)
{
	return numPlaced;
}
template <class MapT>
int tilesOf(MapT* map)
{
	const int n = map ? map->numPlaced : 0;
	Mem_Free(map);
	return n;
}

double msBetween(rma2::Clock::time_point a, rma2::Clock::time_point b)
{
	return std::chrono::duration<double, std::milli>(b - a).count();
}

std::string oneLine(std::string s)
{
	for (char& c : s)
		if (c == '\t' || c == '\n' || c == '\r')
			c = ' ';
	const size_t b = s.find_first_not_of(' ');
	const size_t e = s.find_last_not_of(' ');
	return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

void setMessage(Result& r, const std::string& msg)
{
	snprintf(r.message, sizeof(r.message), "%s", oneLine(msg).c_str());
}

// Output buffers as large as the engine's (tiles and positions: MAX_TOKEN_CHARS *
// MAX_TILESTRINGS, what SV_BuildMapStrings assumes; entity string: its config string).
char asmTiles[MAX_TOKEN_CHARS * MAX_TILESTRINGS];
char asmPos[MAX_TOKEN_CHARS * MAX_TILESTRINGS];
char entityString[MAX_TOKEN_CHARS * RMA2_MAX_ENTITYSTRINGS + MAX_TOKEN_CHARS];

// In the child: one assembly (with `dump`: described there too).
Result runOne(const char* file, const char* assembly, unsigned seed, std::string* dump)
{
	Result r{};
	rma2::RunState& st = rma2::state;
	asmTiles[0] = asmPos[0] = entityString[0] = '\0';

	srand(seed);
	const rma2::Clock::time_point t0 = rma2::Clock::now();
	try {
		if (dump)
			r.tiles = Rma2_AssembleMapAndDescribe(file, assembly, asmTiles, asmPos, entityString, seed, true, *dump);
		else
			r.tiles = tilesOf(SV_AssembleMap(file, assembly, asmTiles, asmPos, entityString, seed, true));
		const rma2::Clock::time_point t1 = rma2::Clock::now();
		r.ms = msBetween(st.assemblyStarted ? st.assemblyStart : t0, t1);
		if (!st.assemblyNotFound.empty()) {
			// The original then assembles a random assembly of the file instead.
			r.status = ST_FAIL;
			setMessage(r, st.assemblyNotFound);
		} else if (!st.builtStrings) {
			r.status = ST_FAIL;
			if (st.pickedSeed || seed == 0)
				setMessage(r, "the original returned without a map: " + st.lastMessage);
			else
				setMessage(r, "not assembled: the assembly has a seeds list and seed " + std::to_string(seed) +
						" is not below its length (test mode: the original skips such seeds)");
		} else if (r.tiles < 1) {
			// As the game's later unit test ("No tiles placed"): the original can return
			// without an error and without a map, e.g. when no tile has a solid cell.
			r.status = ST_FAIL;
			setMessage(r, "no tiles placed (the original returned without an error)");
		} else {
			r.status = ST_OK;
		}
	} catch (const rma2::FatalError& e) {
		const rma2::Clock::time_point t1 = rma2::Clock::now();
		r.ms = msBetween(st.assemblyStarted ? st.assemblyStart : t0, t1);
		r.status = ST_FAIL;
		r.tiles = 0;
		setMessage(r, e.message);
	}
	return r;
}

bool writeAll(int fd, const void* data, size_t len)
{
	const char* p = static_cast<const char*>(data);
	while (len > 0) {
		const ssize_t n = write(fd, p, len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return false;
		}
		p += n;
		len -= static_cast<size_t>(n);
	}
	return true;
}

// Reads a Result from fd until deadline; returns 1 (got it), 0 (EOF/short), -1 (timeout).
int readResult(int fd, Result& r, rma2::Clock::time_point deadline)
{
	char* p = reinterpret_cast<char*>(&r);
	size_t got = 0;
	while (got < sizeof(r)) {
		const double left = msBetween(rma2::Clock::now(), deadline);
		if (left <= 0)
			return -1;
		pollfd pfd{fd, POLLIN, 0};
		const int pr = poll(&pfd, 1, static_cast<int>(left) + 1);
		if (pr < 0) {
			if (errno == EINTR)
				continue;
			return 0;
		}
		if (pr == 0)
			continue;  // re-check the deadline
		const ssize_t n = read(fd, p + got, sizeof(r) - got);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return 0;
		}
		if (n == 0)
			return 0;
		got += static_cast<size_t>(n);
	}
	return 1;
}

std::string readTail(int fd, size_t maxBytes)
{
	std::string s;
	if (lseek(fd, 0, SEEK_SET) < 0)
		return s;
	char buf[4096];
	ssize_t n;
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		s.append(buf, static_cast<size_t>(n));
	if (s.size() > maxBytes)
		s = s.substr(s.size() - maxBytes);
	return s;
}

void printLine(const char* file, const char* assembly, long seed, const char* status, double ms, int tiles,
		const std::string& message)
{
	printf("%s\t%s\t%ld\t%s\t%.3f\t%d", file, assembly, seed, status, ms, tiles);
	if (!message.empty())
		printf("\t%s", oneLine(message).c_str());
	printf("\n");
	fflush(stdout);
}

bool parseLong(const char* s, long& out)
{
	char* end = nullptr;
	errno = 0;
	out = strtol(s, &end, 10);
	return errno == 0 && end != s && *end == '\0';
}

}  // namespace

int main(int argc, char** argv)
{
	if (argc != 6) {
		fprintf(stderr, "usage: %s DIR FILE ASSEMBLY SEED_FROM SEED_TO\n", argv[0]);
		return 2;
	}
	const char* dir = argv[1];
	const char* file = argv[2];
	const char* assembly = argv[3];
	long from, to;
	if (!parseLong(argv[4], from) || !parseLong(argv[5], to) || from < 0 || to < from) {
		fprintf(stderr, "rma2_peer: bad seed range '%s'..'%s'\n", argv[4], argv[5]);
		return 2;
	}
	double capSeconds = 30.0;
	if (const char* c = getenv("RMA2_CAP")) {
		capSeconds = atof(c);
		if (!(capSeconds > 0)) {
			fprintf(stderr, "rma2_peer: bad RMA2_CAP '%s'\n", c);
			return 2;
		}
	}
	const std::string umpPath = std::string(dir) + "/" + file + ".ump";
	if (access(umpPath.c_str(), R_OK) != 0) {
		fprintf(stderr, "rma2_peer: cannot read %s\n", umpPath.c_str());
		return 2;
	}

	rma2::state.umpDir = dir;
	const char* verbose = getenv("RMA2_VERBOSE");
	rma2::state.verbose = verbose && *verbose && strcmp(verbose, "0") != 0;
	rma2::setCvarDefaults();

	const char* dumpEnv = getenv("RMA2_DUMP");
	const bool dumping = dumpEnv && *dumpEnv && strcmp(dumpEnv, "0") != 0;

	// The child's stderr (assertion messages of the original, if any) goes to
	// this file; its description of the run (RMA2_DUMP) to the other.
	FILE* errFile = tmpfile();
	FILE* dumpFile = tmpfile();
	if (!errFile || !dumpFile) {
		perror("rma2_peer: tmpfile");
		return 1;
	}
	const int errFd = fileno(errFile);
	const int dumpFd = fileno(dumpFile);
	const auto cap = std::chrono::duration_cast<rma2::Clock::duration>(std::chrono::duration<double>(capSeconds));

	for (long seed = from; seed <= to; ++seed) {
		if (ftruncate(errFd, 0) != 0 || lseek(errFd, 0, SEEK_SET) < 0 || ftruncate(dumpFd, 0) != 0 ||
				lseek(dumpFd, 0, SEEK_SET) < 0) {
			perror("rma2_peer: tmpfile");
			return 1;
		}
		int fds[2];
		if (pipe(fds) != 0) {
			perror("rma2_peer: pipe");
			return 1;
		}
		fflush(stdout);
		fflush(stderr);
		const rma2::Clock::time_point start = rma2::Clock::now();
		const pid_t pid = fork();
		if (pid < 0) {
			perror("rma2_peer: fork");
			return 1;
		}
		if (pid == 0) {
			close(fds[0]);
			if (!rma2::state.verbose)
				dup2(errFd, STDERR_FILENO);
			std::string dump;
			const Result r = runOne(file, assembly, static_cast<unsigned>(seed), dumping ? &dump : nullptr);
			if (!writeAll(dumpFd, dump.data(), dump.size()))
				_exit(3);
			_exit(writeAll(fds[1], &r, sizeof(r)) ? 0 : 3);
		}
		close(fds[1]);
		Result r{};
		const int got = readResult(fds[0], r, start + cap);
		close(fds[0]);
		if (got < 0) {
			kill(pid, SIGKILL);
			waitpid(pid, nullptr, 0);
			printLine(file, assembly, seed, "timeout", msBetween(start, rma2::Clock::now()), 0, std::string());
			continue;
		}
		int wstatus = 0;
		waitpid(pid, &wstatus, 0);
		if (got == 1) {
			printLine(file, assembly, seed, r.status == ST_OK ? "ok" : "fail", r.ms, r.tiles,
					r.status == ST_OK ? std::string() : std::string(r.message));
			if (dumping) {
				fputs(readTail(dumpFd, std::string::npos).c_str(), stdout);
				fflush(stdout);
			}
			continue;
		}
		// No result: the child died (crash or failed assertion in the original).
		std::string why;
		if (WIFSIGNALED(wstatus))
			why = "crashed: signal " + std::to_string(WTERMSIG(wstatus)) + " (" + strsignal(WTERMSIG(wstatus)) + ")";
		else
			why = "child exited with status " + std::to_string(WEXITSTATUS(wstatus)) + " without a result";
		const std::string tail = oneLine(readTail(errFd, 300));
		if (!tail.empty())
			why += ": " + tail;
		printLine(file, assembly, seed, "fail", msBetween(start, rma2::Clock::now()), 0, why);
	}
	return 0;
}
