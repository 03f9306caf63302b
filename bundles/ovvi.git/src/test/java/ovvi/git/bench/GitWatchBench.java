package ovvi.git.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.git.Await;
import ovvi.git.BranchStatus;
import ovvi.git.CountingExec;
import ovvi.git.GitMachine;
import ovvi.git.GitStatusBoard;
import ovvi.git.GitTimings;
import ovvi.git.Processes;
import ovvi.git.SpaceRoot;
import ovvi.git.Watched;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.GitRepos;
import ovvi.testing.TempHome;

/**
 * Processes and CPU of the git status watch with 50 spaces on this computer, at the standard
 * timings (a check every 2 s, every space read every 60 s). Prints figures; asserts nothing.
 * The idle figures are measured over one period between two periodic reads of every space, so
 * they hold exactly one; the bench takes about two minutes.
 */
class GitWatchBench {

	private static final int SPACES = 50;
	private static final long TICKS_PER_SECOND = 100; // Linux's USER_HZ
	/** Far more than any step takes, so a stuck watch fails the bench instead of hanging it. */
	private static final Duration PATIENCE = GitTimings.STANDARD.readEvery().multipliedBy(2);

	@TempDir
	Path temp;

	@Test
	void fiftySpacesOnOneMachine() throws Exception {
		Path home = Files.createDirectories(temp.resolve("home"));
		Files.writeString(home.resolve(".bash_profile"), "");
		Map<String, String> env = TempHome.environment(home, "/bin/bash");
		CountingExec exec = new CountingExec(LocalExec.start(env));
		List<SpaceRoot> spaces = new ArrayList<>();
		for (int i = 0; i < SPACES; i++) {
			Path repo = GitRepos.init(temp.resolve("repo-" + i));
			spaces.add(new SpaceRoot("space-" + i, repo.toString()));
		}

		try (GitMachine machine = new GitMachine(exec, GitTimings.STANDARD);
				GitStatusBoard board = new GitStatusBoard(machine)) {
			long startCpu = ownCpuNanos();
			long startChildren = childrenCpuNanos();
			long start = System.nanoTime();
			board.spaces(spaces);
			board.active(true);
			Await.until("every space read", PATIENCE,
					() -> spaces.stream().allMatch(space -> board.status(space.spaceId()).isPresent()));
			Await.until("every root watched", PATIENCE, () -> Watched.all(board, spaces));
			long ready = System.nanoTime();
			System.out.printf("start: %d spaces read and watched in %d ms with %d processes%n", SPACES,
					(ready - start) / 1_000_000, exec.count());
			System.out.printf("start: CPU %d ms in this JVM, %d ms in git (and the rest of its children)%n",
					(ownCpuNanos() - startCpu) / 1_000_000, (childrenCpuNanos() - startChildren) / 1_000_000);

			// from the end of the first periodic read of every space to the end of the next
			awaitStatusRuns(exec, 2 * SPACES);
			ProcessHandle watch = Processes.perlWatches().getFirst();
			long from = System.nanoTime();
			long runs = exec.count();
			long cpu = ownCpuNanos();
			long children = childrenCpuNanos();
			Duration perlCpu = watch.info().totalCpuDuration().orElse(Duration.ZERO);
			awaitStatusRuns(exec, 3 * SPACES);
			long perlNow = watch.info().totalCpuDuration().orElse(Duration.ZERO).minus(perlCpu).toMillis();
			Duration measured = Duration.ofNanos(System.nanoTime() - from);
			double minutes = measured.toMillis() / 60_000.0;
			System.out.printf("idle, %d s with %d spaces (one periodic read of every space per 60 s):%n",
					measured.toSeconds(), SPACES);
			System.out.printf("  processes started: %.1f per minute (%d in all; the watch itself: %d Perl run)%n",
					(exec.count() - runs) / minutes, exec.count() - runs, exec.count(CountingExec.perl()));
			System.out.printf("  CPU of the Perl watch: %.1f ms per minute (%.2f ms per 2 s check of %d roots)%n",
					perlNow / minutes, perlNow / (measured.toMillis() / 2000.0), SPACES);
			System.out.printf("  CPU of git runs: %.1f ms per minute; of this JVM: %.1f ms per minute%n",
					(childrenCpuNanos() - children) / 1e6 / minutes, (ownCpuNanos() - cpu) / 1e6 / minutes);

			runs = exec.count();
			long changesStart = System.nanoTime();
			for (SpaceRoot space : spaces.subList(0, 5)) {
				String branch = "bench-" + space.spaceId();
				GitRepos.git(Path.of(space.root()), "checkout", "-q", "-b", branch);
				Await.until(space.spaceId() + " on " + branch, PATIENCE,
						() -> board.status(space.spaceId()).map(BranchStatus::branch).orElse("").equals(branch));
			}
			System.out.printf("5 branch changes in 5 spaces: %d processes, %d ms until all were seen%n",
					exec.count() - runs, (System.nanoTime() - changesStart) / 1_000_000);
		}
	}

	/** Waits until the status runs reach a count: the first read of every space, then each periodic read. */
	private static void awaitStatusRuns(CountingExec exec, long count) throws InterruptedException {
		Await.until(count + " status runs", PATIENCE, () -> exec.count(argv -> argv.contains("status")) >= count);
	}

	private static long ownCpuNanos() {
		return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
	}

	/** CPU of this JVM's ended and reaped children (cutime + cstime of /proc/self/stat). */
	private static long childrenCpuNanos() throws Exception {
		String stat = Files.readString(Path.of("/proc/self/stat"));
		String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
		long ticks = Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
		return ticks * 1_000_000_000L / TICKS_PER_SECOND;
	}
}
