package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.git.BranchStatus.AheadBehind;
import ovvi.testing.GitRepos;

/** Fetch, Pull and Push on real repositories: a clone of a bare upstream another clone pushes to. */
class GitSyncTest {

	@TempDir
	Path temp;

	private GitMachine machine;
	private GitStatusBoard board;

	@AfterEach
	void stop() throws InterruptedException {
		if (board != null) {
			board.close();
		}
		if (machine != null) {
			machine.close();
		}
		Await.until("no Perl watch left behind", () -> Processes.perlWatches().isEmpty());
	}

	private Optional<AheadBehind> counts() {
		return board.status("s").flatMap(BranchStatus::upstream);
	}

	private Optional<String> sync(GitSync sync, Path root) throws Exception {
		return machine.sync(sync, root.toString()).await(line -> {
			// progress is for the eye
		});
	}

	@Test
	void fetchPullAndPushRunGitAndTheSpaceIsReadAgainWhenTheyEnd() throws Exception {
		CountingExec exec = Machines.local(temp);
		machine = new GitMachine(exec, Machines.FAST);
		board = new GitStatusBoard(machine);
		Path upstream = GitRepos.cloneOf(GitRepos.init(temp.resolve("seed")), temp.resolve("upstream.git"), "--bare");
		Path mine = GitRepos.cloneOf(upstream, temp.resolve("mine"));
		Path theirs = GitRepos.cloneOf(upstream, temp.resolve("theirs"));
		board.spaces(List.of(new SpaceRoot("s", mine.toString())));
		board.active(true);
		Await.until("even", () -> counts().equals(Optional.of(new AheadBehind(0, 0))));

		GitRepos.commit(theirs, "theirs");
		GitRepos.git(theirs, "push", "-q");
		assertEquals(Optional.empty(), sync(GitSync.FETCH, mine));
		board.readAgain("s");
		Await.until("behind 1 after Fetch", () -> counts().equals(Optional.of(new AheadBehind(0, 1))));

		assertEquals(Optional.empty(), sync(GitSync.PULL, mine));
		board.readAgain("s");
		Await.until("even after Pull", () -> counts().equals(Optional.of(new AheadBehind(0, 0))));

		GitRepos.commit(mine, "mine");
		Await.until("ahead 1", () -> counts().equals(Optional.of(new AheadBehind(1, 0))));
		assertEquals(Optional.empty(), sync(GitSync.PUSH, mine));
		board.readAgain("s");
		Await.until("even after Push", () -> counts().equals(Optional.of(new AheadBehind(0, 0))));
		assertEquals(GitRepos.git(mine, "rev-parse", "HEAD"), GitRepos.git(upstream, "rev-parse", "main"), "the upstream has it");

		assertEquals(3, exec.count(argv -> argv.contains("--progress")), "one git run each");
		assertEquals(1, exec.count(List.of("env", "GIT_TERMINAL_PROMPT=0", "git", "-C", mine.toString(), "push", "--progress")::equals),
				"argv, no shell; git never waits at a password prompt");
	}

	@Test
	void aRefusedPushSaysGitsLastErrorLine() throws Exception {
		machine = new GitMachine(Machines.local(temp), Machines.FAST);
		Path origin = GitRepos.init(temp.resolve("origin"));
		Path clone = GitRepos.cloneOf(origin, temp.resolve("clone"));
		GitRepos.commit(clone, "mine");
		// origin is no bare repository and has main checked out: git refuses to update it
		Optional<String> failure = sync(GitSync.PUSH, clone);
		assertTrue(failure.orElseThrow().startsWith("error: failed to push some refs to"), failure.orElseThrow());
	}

	@Test
	void aPullWithoutUpstreamAndAFolderThatIsNoRepositorySayWhy() throws Exception {
		machine = new GitMachine(Machines.local(temp), Machines.FAST);
		Path alone = GitRepos.init(temp.resolve("alone"));
		assertEquals(Optional.empty(), sync(GitSync.FETCH, alone), "a fetch with no remote fetches nothing");
		assertEquals(Optional.of("There is no tracking information for the current branch."), sync(GitSync.PULL, alone));
		Optional<String> notARepository = sync(GitSync.FETCH, temp.resolve("nowhere"));
		assertTrue(notARepository.orElseThrow().startsWith("fatal: cannot change to"), notARepository.orElseThrow());
	}

	@Test
	void aCancelledRunEndsGitAtOnce() throws Exception {
		SlowGit slow = SlowGit.waiting(temp, "20");
		machine = new GitMachine(slow.machine(temp), Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("repo"));
		GitSyncRun run = machine.sync(GitSync.FETCH, repo.toString());
		Await.until("the slow git runs", slow::running);
		long start = System.nanoTime();
		run.cancel();
		Optional<String> outcome = run.await(line -> {});
		assertTrue(outcome.isPresent(), "a cancelled run did not succeed");
		Await.until("the slow git was ended", () -> !slow.running());
		assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(15)) < 0, "ended, not after git's 20 s");
	}

	@Test
	void theErrorLineIsGitsLastFatalOrErrorElseItsLastLine() {
		assertEquals("error: failed to push some refs to 'x'", GitSyncRun.errorLine(List.of(
				"To x", " ! [rejected]        main -> main (fetch first)", "error: failed to push some refs to 'x'",
				"hint: Updates were rejected", "hint: ..."), 1));
		assertEquals("fatal: Could not read from remote repository.", GitSyncRun.errorLine(List.of(
				"fatal: 'nope' does not appear to be a git repository", "fatal: Could not read from remote repository.", "",
				"Please make sure you have the correct access rights", "and the repository exists."), 128));
		assertEquals("the problem", GitSyncRun.errorLine(List.of("", "the problem  ", "advice"), 1));
		assertEquals("git ended with exit status 9", GitSyncRun.errorLine(List.of(), 9));
	}
}
