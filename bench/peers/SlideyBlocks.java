// SlideyBlocks.java — the peer for bench/slide_bench.cpp: seed 003's level
// generator ("A Simple Level Generator", Slidey Blocks), written from the
// post's description and code.
//
// Kept as the post has it: a state is an int[][] grid (0 empty, 1 player,
// 2 stationary, 3 moving); State.equals/hashCode go through toString(), which
// concatenates Arrays.toString of every row; bfs() uses a LinkedList queue and
// a HashSet<State> "seen", adds to seen when a state is dequeued and tests the
// goal then; getNextStates() deep-copies the grid for each of the four moves
// and collects them in a HashSet; the generator is setUpGrid + shuffle (50
// moves) + bfs until bfs reaches the wanted moves.
//
// Changes, none of which touch the search itself:
//   * Math.random() is a seeded java.util.Random (reproducible runs).
//   * bfs() does not print "Moves to complete"/"States seen"; it keeps
//     seen.size() in a field instead, and gives up at a deadline (the cap that
//     keeps the benchmark bounded; the check costs one nanoTime call per 1024
//     dequeues).
//   * moveUp/Down/Left/Right, which the post leaves to its repository, are
//     written from its rule: the player and every moving block slide as far as
//     they can, stopped by the edge and by blocks; the blocks nearest the far
//     edge go first.
//
// Usage: java SlideyBlocks --boards FILE [--results FILE] [--cap S] [--min-time S] [--warmup S]
//                          [--gen-levels N] [--gen-cap S] [--gen-targets size:moves,...] [--verbose]
// The boards file is slide_bench's: "board <size> <par> <states>" then rows of
// . P S M G + * (the goal is always the seed's: bottom row, middle column).
// Results, tab-separated, for scripts/bench.sh:
//   solve <size> <boards solved> <boards skipped> <states per pass> <passes> <seconds> <states/s> <mean seen.size()> <mismatches>
//   gen   <size> <levels> <target> <mean ms> <mean tries> <levels capped>
import java.io.*;
import java.nio.file.*;
import java.util.*;

public class SlideyBlocks {

	// ---------------------------------------------------------------------
	// The seed's State: a grid, the moves taken, and identity by toString().

	public static class State {
		int[][] grid;
		int numMoves;

		public State(int[][] grid, int numMoves) {
			this.grid = grid;
			this.numMoves = numMoves;
		}

		@Override
		public boolean equals(Object other) {
			return this.toString().equals(((State) other).toString());
		}

		@Override
		public int hashCode() {
			return this.toString().hashCode();
		}

		public String toString() {
			String s = "[";
			for (int i = 0; i < grid.length; i++) {
				s += Arrays.toString(grid[i]) + ",";
			}
			return s + "]";
		}
	}

	static Random random = new Random(3);
	static int lastSeen = 0;          // seen.size() when bfs() returned
	static long deadline = Long.MAX_VALUE;  // System.nanoTime() past which bfs() gives up
	static final int TIMED_OUT = -1;

	// ---------------------------------------------------------------------
	// The seed's BFS.

	public static int bfs(int[][] grid) {
		Set<State> seen = new HashSet<>();
		Queue<State> work = new LinkedList<>();
		work.add(new State(deepCopy(grid), 0));
		int polled = 0;
		while (!work.isEmpty()) {
			if ((++polled & 1023) == 0 && System.nanoTime() > deadline) {
				lastSeen = seen.size();
				return TIMED_OUT;
			}
			State curr = work.remove();
			seen.add(curr);
			if (isGoal(curr.grid)) {
				lastSeen = seen.size();
				return curr.numMoves;
			} else {
				for (State s : getNextStates(curr)) {
					if (!seen.contains(s)) {
						work.add(s);
					}
				}
			}
		}
		lastSeen = seen.size();
		return 0;
	}

	public static Set<State> getNextStates(State curr) {
		Set<State> states = new HashSet<>();
		states.add(new State(moveUp(deepCopy(curr.grid)), curr.numMoves + 1));
		states.add(new State(moveDown(deepCopy(curr.grid)), curr.numMoves + 1));
		states.add(new State(moveLeft(deepCopy(curr.grid)), curr.numMoves + 1));
		states.add(new State(moveRight(deepCopy(curr.grid)), curr.numMoves + 1));
		return states;
	}

	public static int[][] deepCopy(int[][] grid) {
		int[][] copy = new int[grid.length][];
		for (int i = 0; i < grid.length; i++) {
			copy[i] = new int[grid[i].length];
			for (int j = 0; j < grid[i].length; j++) {
				copy[i][j] = grid[i][j];
			}
		}
		return copy;
	}

	public static boolean isGoal(int[][] grid) {
		int size = grid.length;
		return grid[size - 1][size / 2] == 1;
	}

	// ---------------------------------------------------------------------
	// The seed's generator.

	public static void setUpGrid(int[][] grid) {
		int size = grid.length;
		int maxBlocks = size * size / 2;
		int numStationary = (int) (random.nextDouble() * maxBlocks);
		int numMoving = (int) (random.nextDouble() * maxBlocks);

		// Set player block in a solved state
		grid[size - 1][size / 2] = 1;

		// Randomly set stationary blocks
		for (int i = 0; i < numStationary; i++) {
			int x = 0;
			int y = 0;
			do {
				x = (int) (random.nextDouble() * size);
				y = (int) (random.nextDouble() * size);
			} while (grid[y][x] != 0);
			grid[y][x] = 2;
		}

		// Randomly set moving blocks
		for (int i = 0; i < numMoving; i++) {
			int x = 0;
			int y = 0;
			do {
				x = (int) (random.nextDouble() * size);
				y = (int) (random.nextDouble() * size);
			} while (grid[y][x] != 0);
			grid[y][x] = 3;
		}
	}

	public static void shuffle(int[][] grid) {
		int last = 3;
		for (int i = 0; i < 50; i++) {
			int choice = 0;
			do {
				choice = (int) (random.nextDouble() * 4);
			} while (last % 2 == choice % 2);
			last = choice;
			switch (choice) {
				case 0: moveUp(grid); break;
				case 2: moveDown(grid); break;
				case 1: moveLeft(grid); break;
				case 3: moveRight(grid); break;
			}
		}
	}

	// ---------------------------------------------------------------------
	// The moves (the post's rule; it leaves the code to its repository).
	// Player (1) and moving blocks (3) are the odd cells. Scanning from the far
	// edge, each one slides into empty cells until the edge or a block stops it.

	static boolean mover(int cell) {
		return cell == 1 || cell == 3;
	}

	public static int[][] moveUp(int[][] grid) {
		int n = grid.length;
		for (int y = 1; y < n; y++) {
			for (int x = 0; x < n; x++) {
				if (mover(grid[y][x])) {
					int to = y;
					while (to > 0 && grid[to - 1][x] == 0) to--;
					if (to != y) {
						grid[to][x] = grid[y][x];
						grid[y][x] = 0;
					}
				}
			}
		}
		return grid;
	}

	public static int[][] moveDown(int[][] grid) {
		int n = grid.length;
		for (int y = n - 2; y >= 0; y--) {
			for (int x = 0; x < n; x++) {
				if (mover(grid[y][x])) {
					int to = y;
					while (to < n - 1 && grid[to + 1][x] == 0) to++;
					if (to != y) {
						grid[to][x] = grid[y][x];
						grid[y][x] = 0;
					}
				}
			}
		}
		return grid;
	}

	public static int[][] moveLeft(int[][] grid) {
		int n = grid.length;
		for (int x = 1; x < n; x++) {
			for (int y = 0; y < n; y++) {
				if (mover(grid[y][x])) {
					int to = x;
					while (to > 0 && grid[y][to - 1] == 0) to--;
					if (to != x) {
						grid[y][to] = grid[y][x];
						grid[y][x] = 0;
					}
				}
			}
		}
		return grid;
	}

	public static int[][] moveRight(int[][] grid) {
		int n = grid.length;
		for (int x = n - 2; x >= 0; x--) {
			for (int y = 0; y < n; y++) {
				if (mover(grid[y][x])) {
					int to = x;
					while (to < n - 1 && grid[y][to + 1] == 0) to++;
					if (to != x) {
						grid[y][to] = grid[y][x];
						grid[y][x] = 0;
					}
				}
			}
		}
		return grid;
	}

	// ---------------------------------------------------------------------
	// The benchmark harness (not part of the seed).

	static class Board {
		int size, par;
		long states;  // our solver's states_explored: the shared numerator
		int[][] grid;
		boolean skipped;
		int seen;
	}

	static List<Board> readBoards(String path) throws IOException {
		List<Board> boards = new ArrayList<>();
		List<String> lines = Files.readAllLines(Paths.get(path));
		for (int at = 0; at < lines.size();) {
			String line = lines.get(at++);
			if (line.isEmpty()) continue;
			String[] head = line.split(" ");
			if (head.length != 4 || !head[0].equals("board"))
				throw new IOException(path + ":" + at + ": expected 'board <size> <par> <states>'");
			Board b = new Board();
			b.size = Integer.parseInt(head[1]);
			b.par = Integer.parseInt(head[2]);
			b.states = Long.parseLong(head[3]);
			b.grid = new int[b.size][b.size];
			for (int y = 0; y < b.size; y++) {
				String row = lines.get(at++);
				if (row.length() != b.size) throw new IOException(path + ":" + at + ": row of " + row.length() + " cells");
				for (int x = 0; x < b.size; x++) {
					switch (row.charAt(x)) {
						case '.': case 'G': b.grid[y][x] = 0; break;
						case 'P': case '+': b.grid[y][x] = 1; break;
						case 'S': b.grid[y][x] = 2; break;
						case 'M': case '*': b.grid[y][x] = 3; break;
						default: throw new IOException(path + ":" + at + ": unexpected '" + row.charAt(x) + "'");
					}
				}
			}
			boards.add(b);
		}
		return boards;
	}

	static double seconds(long t0) {
		return (System.nanoTime() - t0) / 1e9;
	}

	public static void main(String[] args) throws IOException {
		String boardsPath = null, resultsPath = null;
		double cap = 10, minTime = 0.5, genCap = 20, warmup = 2;
		boolean verbose = false;
		int genLevels = 4;
		Map<Integer, Integer> genTargets = new HashMap<>();  // size -> target; default size + 2
		for (int i = 0; i < args.length; i++) {
			switch (args[i]) {
				case "--boards": boardsPath = args[++i]; break;
				case "--results": resultsPath = args[++i]; break;
				case "--cap": cap = Double.parseDouble(args[++i]); break;
				case "--min-time": minTime = Double.parseDouble(args[++i]); break;
				case "--warmup": warmup = Double.parseDouble(args[++i]); break;
				case "--verbose": verbose = true; break;
				case "--gen-levels": genLevels = Integer.parseInt(args[++i]); break;
				case "--gen-cap": genCap = Double.parseDouble(args[++i]); break;
				case "--gen-targets":
					for (String pair : args[++i].split(",")) {
						String[] kv = pair.split(":");
						genTargets.put(Integer.parseInt(kv[0]), Integer.parseInt(kv[1]));
					}
					break;
				default:
					System.err.println("usage: java SlideyBlocks --boards FILE [--results FILE] [--cap S] [--min-time S]"
						+ " [--warmup S] [--gen-levels N] [--gen-cap S] [--gen-targets size:moves,...] [--verbose]");
					System.exit(2);
			}
		}
		if (boardsPath == null) {
			System.err.println("SlideyBlocks: --boards FILE is required");
			System.exit(2);
		}
		List<Board> boards = readBoards(boardsPath);
		PrintStream results = resultsPath != null ? new PrintStream(new FileOutputStream(resultsPath)) : null;
		TreeSet<Integer> sizes = new TreeSet<>();
		for (Board b : boards) sizes.add(b.size);
		System.out.println("SlideyBlocks (seed 003 peer, java " + System.getProperty("java.version") + "): "
			+ boards.size() + " boards from " + boardsPath);

		// JIT warm-up: the small boards (the same code paths) until warmup seconds have passed.
		long tw = System.nanoTime();
		int warmSolves = 0;
		do {
			for (Board b : boards) {
				if (b.states > 2000) continue;
				bfs(b.grid);
				warmSolves++;
			}
		} while (seconds(tw) < warmup && warmSolves > 0);
		System.out.printf("  JIT warm-up: %d solves of small boards in %.1f s%n", warmSolves, seconds(tw));

		// Timed passes, board by board; the first pass is also the cross-check and applies the cap.
		int mismatches = 0;
		System.out.println("\n  solve     boards  skipped   states/board   seen/board   passes   seconds    states/s");
		for (int size : sizes) {
			List<Board> mine = new ArrayList<>();
			for (Board b : boards)
				if (b.size == size) mine.add(b);
			int passes = 0, skipped = 0, sizeMismatches = 0;
			long statesDone = 0, statesPerPass = 0;
			double secs = 0, seenTotal = 0;
			int solvedBoards = 0;
			List<Double> passRates = new ArrayList<>();
			do {
				long passStates = 0;
				double passSecs = 0;
				for (Board b : mine) {
					if (b.skipped) continue;
					deadline = System.nanoTime() + (long) (cap * 1e9);
					long t0 = System.nanoTime();
					int moves = bfs(b.grid);
					double t = seconds(t0);
					if (moves == TIMED_OUT) {
						b.skipped = true;
						skipped++;
						System.out.printf("  %dx%d board (par %d, %d states): over the %.0f s cap, skipped%n",
							b.size, b.size, b.par, b.states, cap);
						continue;
					}
					secs += t;
					statesDone += b.states;
					passSecs += t;
					passStates += b.states;
					if (passes == 0) {
						b.seen = lastSeen;
						seenTotal += lastSeen;
						statesPerPass += b.states;
						solvedBoards++;
					}
					if (verbose && passes == 0)
						System.out.printf("    %dx%d par %2d  states %7d  seen %7d  %8.3f s%n", b.size, b.size, b.par,
							b.states, lastSeen, t);
					if (moves != b.par) {
						sizeMismatches++;
						System.out.printf("  !! MISMATCH %dx%d board: seed BFS says %d moves, slide::solve says %d%n",
							b.size, b.size, moves, b.par);
					}
				}
				if (passSecs > 0) passRates.add(passStates / passSecs);
				passes++;
			} while (secs < minTime && solvedBoards > 0);
			deadline = Long.MAX_VALUE;
			mismatches += sizeMismatches;
			// The median pass, as slide_bench reports it (one pass when a pass takes longer than minTime).
			Collections.sort(passRates);
			int np = passRates.size();
			double rate = np == 0 ? 0 : np % 2 == 1 ? passRates.get(np / 2) : (passRates.get(np / 2 - 1) + passRates.get(np / 2)) / 2;
			double seenMean = solvedBoards > 0 ? seenTotal / solvedBoards : 0;
			System.out.printf("  %2dx%-2d     %6d  %7d   %12.0f %12.0f  %7d  %8.3f  %10.0f%n", size, size, solvedBoards,
				skipped, solvedBoards > 0 ? (double) statesPerPass / solvedBoards : 0.0, seenMean, passes, secs, rate);
			if (results != null)
				results.printf(Locale.ROOT, "solve\t%d\t%d\t%d\t%d\t%d\t%.6f\t%.1f\t%.1f\t%d%n", size, solvedBoards,
					skipped, statesPerPass, passes, secs, rate, seenMean, sizeMismatches);
		}

		if (genLevels > 0) {
			System.out.println("\n  generate  levels  target   mean ms   mean tries   capped");
			for (int size : sizes) {
				int target = genTargets.getOrDefault(size, size + 2);
				random = new Random(1000L * size + 7);
				long t0 = System.nanoTime();
				long stop = t0 + (long) (genCap * 1e9);
				int made = 0, capped = 0;
				long tries = 0;
				double ms = 0;
				for (int level = 0; level < genLevels; level++) {
					long tl = System.nanoTime();
					deadline = stop;
					int ret = 0;
					while (ret < target) {
						int[][] grid = new int[size][size];
						setUpGrid(grid);
						shuffle(grid);
						long tt = System.nanoTime();
						ret = bfs(grid);
						tries++;
						if (verbose)
							System.out.printf("    %dx%d try: bfs %d, seen %d, %.1f ms%n", size, size, ret, lastSeen,
								(System.nanoTime() - tt) / 1e6);
						if (ret == TIMED_OUT) break;
					}
					ms += (System.nanoTime() - tl) / 1e6;
					if (ret == TIMED_OUT) { capped++; break; }
					made++;
				}
				deadline = Long.MAX_VALUE;
				// A capped level counts with the time it had used: the mean is then a lower bound.
				int counted = made + capped;
				double mean = counted > 0 ? ms / counted : 0;
				System.out.printf("  %2dx%-2d     %6d  %6d  %8.2f   %10.1f   %s%n", size, size, made, target, mean,
					counted > 0 ? (double) tries / counted : 0.0, capped > 0 ? "yes (mean is a lower bound)" : "no");
				if (results != null)
					results.printf(Locale.ROOT, "gen\t%d\t%d\t%d\t%.4f\t%.2f\t%d%n", size, made, target, mean,
						counted > 0 ? (double) tries / counted : 0.0, capped);
			}
		}
		if (results != null) results.close();
		if (mismatches > 0) {
			System.out.println("\n  !! SlideyBlocks: " + mismatches + " move-count mismatches with slide::solve");
			System.exit(1);
		}
	}
}
