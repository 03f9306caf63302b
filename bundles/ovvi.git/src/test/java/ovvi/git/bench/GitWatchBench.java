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

import ovvi.git.CountingExec;
import ovvi.git.GitMachine;
import ovvi.git.GitStatusBoard;
import ovvi.git.GitTimings;
import ovvi.git.Repos;
import ovvi.git.SpaceRoot;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.TempHome;

/**
 * Processes and CPU of the git status watch with 50 spaces on this computer, at the standard
 * timings (a check every 2 s, every space read every 60 s). Prints figures; asserts nothing.
 * {@code -Dovvi.bench.seconds=N} sets the measured time (60 by default), centred on the
 * periodic read of every space 60 s after the start.
 */
class GitWatchBench {

	private static final int SPACES = 50;
	private static final long TICKS_PER_SECOND = 100; // Linux's USER_HZ

	@TempDir
	Path temp;

	@Test
	void fiftySpacesOnOneMachine() throws Exception {
		Duration measured = Duration.ofSeconds(Long.getLong("ovvi.bench.seconds", 60));
		Path home = Files.createDirectories(temp.resolve("home"));
		Files.writeString(home.resolve(".bash_profile"), "");
		Map<String, String> env = TempHome.environment(home, "/bin/bash");
		CountingExec exec = new CountingExec(LocalExec.start(env));
		List<SpaceRoot> spaces = new ArrayList<>();
		for (int i = 0; i < SPACES; i++) {
			Path repo = Files.createDirectories(temp.resolve("repo-" + i));
			Repos.init(repo);
			spaces.add(new SpaceRoot("space-" + i, repo.toString()));
		}

		try (GitMachine machine = new GitMachine(exec, GitTimings.STANDARD);
				GitStatusBoard board = new GitStatusBoard(machine)) {
			long startCpu = ownCpuNanos();
			long startChildren = childrenCpuNanos();
			long start = System.nanoTime();
			board.spaces(spaces);
			board.active(true);
			for (SpaceRoot space : spaces) {
				while (board.status(space.spaceId()).isEmpty()) {
					Thread.sleep(10);
				}
			}
			while (perl().isEmpty()) {
				Thread.sleep(10);
			}
			Thread.sleep(500); // the last rev-parse runs end and the watch takes its first lstat
			long ready = System.nanoTime();
			System.out.printf("start: %d spaces read and watched in %d ms with %d processes%n", SPACES,
					(ready - start) / 1_000_000, exec.count());
			System.out.printf("start: CPU %d ms in this JVM, %d ms in git (and the rest of its children)%n",
					(ownCpuNanos() - startCpu) / 1_000_000, (childrenCpuNanos() - startChildren) / 1_000_000);

			// the measured minute is centred on the periodic read, 60 s after the start, so it holds one
			Thread.sleep(Math.max(0, start + (Duration.ofSeconds(60).minus(measured.dividedBy(2))).toNanos() - System.nanoTime()) / 1_000_000);
			ProcessHandle watch = perl().getFirst();
			long runs = exec.count();
			long cpu = ownCpuNanos();
			long children = childrenCpuNanos();
			Duration perlCpu = watch.info().totalCpuDuration().orElse(Duration.ZERO);
			Thread.sleep(measured.toMillis());
			double minutes = measured.toMillis() / 60_000.0;
			long perlNow = watch.info().totalCpuDuration().orElse(Duration.ZERO).minus(perlCpu).toMillis();
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
			for (int i = 0; i < 5; i++) {
				Path repo = Path.of(spaces.get(i).root());
				String branch = "bench-" + i;
				Repos.git(repo, "checkout", "-q", "-b", branch);
				String id = spaces.get(i).spaceId();
				while (!board.status(id).map(status -> status.branch().equals(branch)).orElse(false)) {
					Thread.sleep(10);
				}
			}
			System.out.printf("5 branch changes in 5 spaces: %d processes, %d ms until all were seen%n",
					exec.count() - runs, (System.nanoTime() - changesStart) / 1_000_000);
		}
	}

	private static List<ProcessHandle> perl() {
		return ProcessHandle.current().descendants()
				.filter(process -> process.info().commandLine().map(line -> line.contains("Time::HiRes")).orElse(false))
				.toList();
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
