package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.git.BranchStatus.AheadBehind;
import ovvi.testing.GitRepos;

class GitStatusBoardTest {

	@TempDir
	Path temp;

	private GitMachine machine;
	private GitStatusBoard board;
	/** How many times each space's line changed. */
	private final Map<String, AtomicInteger> changes = new ConcurrentHashMap<>();

	private CountingExec start(GitTimings timings) throws Exception {
		return start(Machines.local(temp), timings);
	}

	private CountingExec start(CountingExec exec, GitTimings timings) {
		machine = new GitMachine(exec, timings);
		board = new GitStatusBoard(machine);
		board.addListener((space, status) -> changes.computeIfAbsent(space, id -> new AtomicInteger()).incrementAndGet());
		return exec;
	}

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

	private String branch(String space) {
		return board.status(space).map(BranchStatus::branch).orElse(null);
	}

	private void awaitBranch(String space, String branch) throws InterruptedException {
		Await.until(() -> space + " shows " + branch + ", not " + board.status(space), Await.DEADLINE,
				() -> branch.equals(branch(space)));
	}

	private void awaitWatching(Path root) throws InterruptedException {
		Await.until("the watch of " + root, () -> board.watching(root.toString()));
	}

	private int changes(String space) {
		return changes.getOrDefault(space, new AtomicInteger()).get();
	}

	@Test
	void aBranchWithAnUpstreamShowsAheadAndBehind() throws Exception {
		start(Machines.FAST);
		Path origin = GitRepos.init(temp.resolve("origin"));
		Path clone = temp.resolve("clone");
		GitRepos.git(temp, "clone", "-q", origin.toString(), clone.toString());
		GitRepos.commit(clone, "mine 1");
		GitRepos.commit(clone, "mine 2");
		GitRepos.commit(origin, "theirs");
		GitRepos.git(clone, "fetch", "-q");

		board.spaces(List.of(new SpaceRoot("s1", clone.toString()), new SpaceRoot("s2", origin.toString())));
		board.active(true);
		awaitBranch("s1", "main");
		awaitBranch("s2", "main");
		assertEquals(Optional.of(new AheadBehind(2, 1)), board.status("s1").orElseThrow().upstream());
		assertEquals(Optional.empty(), board.status("s2").orElseThrow().upstream(), "no upstream, no counts");
	}

	@Test
	void aDetachedHeadShowsTheShortCommit() throws Exception {
		start(Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("repo"));
		String commit = GitRepos.git(repo, "rev-parse", "HEAD").strip();
		GitRepos.git(repo, "checkout", "-q", "--detach");
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		awaitBranch("s", commit.substring(0, 7));
	}

	@Test
	void aCommitIsNoticedByTheWatchWithNoProcessPerCheck() throws Exception {
		CountingExec exec = start(Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("repo"));
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		awaitBranch("s", "main");
		awaitWatching(repo);
		Await.until("the first read ends", () -> exec.count(CountingExec.status()) == 1);
		long before = exec.count();

		GitRepos.git(repo, "checkout", "-q", "-b", "feature/one");
		awaitBranch("s", "feature/one");
		GitRepos.git(repo, "branch", "-q", "--set-upstream-to", "main");
		GitRepos.commit(repo, "ahead");
		Await.until("ahead 1", () -> board.status("s").flatMap(BranchStatus::upstream)
				.equals(Optional.of(new AheadBehind(1, 0))));

		// every read was a status run: no rev-parse, no second watch, nothing per check
		long after = exec.count();
		assertEquals(after - before, exec.count(CountingExec.status()) - 1,
				"only status runs after the watch started: " + after);
		assertEquals(1, exec.count(CountingExec.perl()));
		assertEquals(1, exec.count(CountingExec.revParse()));
		assertTrue(after - before <= 6, "a few reads for three changes, not one per check: " + (after - before));
	}

	@Test
	void gitAddChangesOnlyTheIndexAndReadsNothing() throws Exception {
		CountingExec exec = start(Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("repo"));
		Path sentinel = GitRepos.init(temp.resolve("sentinel"));
		board.spaces(List.of(new SpaceRoot("repo", repo.toString()), new SpaceRoot("sentinel", sentinel.toString())));
		board.active(true);
		awaitBranch("repo", "main");
		awaitWatching(repo);
		awaitWatching(sentinel);
		Await.until("the first reads end", () -> exec.count(CountingExec.status()) == 2);

		Files.writeString(repo.resolve("file.txt"), "new\n");
		GitRepos.git(repo, "add", "file.txt");
		// the watch compares every root in one pass: once it has seen the sentinel's later
		// change, it has compared the repository's files after the add too
		GitRepos.git(sentinel, "checkout", "-q", "-b", "later");
		awaitBranch("sentinel", "later");
		assertEquals(1, exec.count(CountingExec.status(repo)), "git add read nothing");
	}

	@Test
	void aLinkedWorktreeIsReadAndWatchedThroughItsOwnHead() throws Exception {
		CountingExec exec = start(Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("repo"));
		Path worktree = temp.resolve("worktree");
		GitRepos.git(repo, "worktree", "add", "-q", "-b", "side", worktree.toString());
		board.spaces(List.of(new SpaceRoot("repo", repo.toString()), new SpaceRoot("wt", worktree.toString())));
		board.active(true);
		awaitBranch("repo", "main");
		awaitBranch("wt", "side");
		awaitWatching(worktree);
		awaitWatching(repo);

		GitRepos.git(worktree, "checkout", "-q", "-b", "side-2");
		awaitBranch("wt", "side-2");
		assertEquals("main", branch("repo"));
		// a commit in the worktree moves a ref of the shared repository: both are read
		long repoReads = exec.count(CountingExec.status(repo));
		GitRepos.commit(worktree, "in the worktree");
		Await.until("the repository read again", () -> exec.count(CountingExec.status(repo)) > repoReads);
		assertEquals(1, exec.count(CountingExec.perl()), "one watch for the machine");
	}

	@Test
	void aRepositoryRemovedWhileWatchedLosesItsLine() throws Exception {
		CountingExec exec = start(Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("repo"));
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		awaitBranch("s", "main");
		awaitWatching(repo);

		try (var files = Files.walk(repo.resolve(".git"))) {
			files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
		Await.until("no git line", () -> board.status("s").isEmpty());
		assertEquals(2, changes("s"));
		assertEquals(1, exec.count(CountingExec.perl()), "the watch goes on");
		assertTrue(machine.watch().running());

		GitRepos.init(repo);
		awaitBranch("s", "main");
	}

	@Test
	void aFolderThatIsNoRepositoryHasNoLineAndIsWatchedOnceItBecomesOne() throws Exception {
		CountingExec exec = start(Machines.FAST);
		Path folder = Files.createDirectories(temp.resolve("plain"));
		board.spaces(List.of(new SpaceRoot("s", folder.toString())));
		board.active(true);
		Await.until("a second rev-parse after the retry time", () -> exec.count(CountingExec.revParse()) >= 2);
		assertEquals(Optional.empty(), board.status("s"));
		assertEquals(0, changes("s"), "nothing changed, nothing told");
		assertEquals(0, exec.count(CountingExec.perl()), "no repository, no watch");

		GitRepos.init(folder);
		// the next retry finds it, watches it and reads once
		awaitBranch("s", "main");
		awaitWatching(folder);
	}

	@Test
	void oneRunPerSpaceAtATimeAndAChangeDuringARunReadsAgainAfterIt() throws Exception {
		CountingExec exec = start(SlowGit.waiting(temp, "0.3").machine(temp), Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("repo"));
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		Await.until("the first read started", () -> exec.count(CountingExec.status()) == 1);
		board.readAgain("s");
		board.readAgain("s");
		board.readAgain("s");
		awaitBranch("s", "main");
		Await.until("the read after the first", () -> exec.count(CountingExec.status()) == 2);
		Await.until("the reads ended", () -> !board.reading("s"));
		assertEquals(2, exec.count(CountingExec.status()), "three asks during one run are one read after it");
	}

	@Test
	void anInactiveBoardRunsAndWatchesNothing() throws Exception {
		GitTimings often = new GitTimings(Duration.ofMillis(100), Duration.ofMillis(150), Duration.ofMillis(300),
				Duration.ofSeconds(5));
		CountingExec exec = start(often);
		Path repo = GitRepos.init(temp.resolve("repo"));
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		assertEquals(0, exec.count(), "not in view: nothing runs");

		board.active(true);
		awaitBranch("s", "main");
		Await.until("the periodic read", () -> exec.count(CountingExec.status()) >= 3);
		awaitWatching(repo);
		board.active(false);
		assertFalse(board.watching(repo.toString()), "its root left the machine's watch");
		long runs = exec.count(CountingExec.at(repo));

		// A board of another page, in view, on the same machine and timings: its periodic reads
		// show the periods passing, and once the machine's watch saw its later change, it has
		// compared every watched root after the inactive board's checkout.
		try (GitStatusBoard other = new GitStatusBoard(machine)) {
			Path sentinel = GitRepos.init(temp.resolve("sentinel"));
			other.spaces(List.of(new SpaceRoot("sentinel", sentinel.toString())));
			other.active(true);
			GitRepos.git(repo, "checkout", "-q", "-b", "unseen");
			Await.until("three periodic reads of the other board", () -> exec.count(CountingExec.status(sentinel)) >= 4);
			Await.until("the other board's watch", () -> other.watching(sentinel.toString()));
			GitRepos.git(sentinel, "checkout", "-q", "-b", "later");
			Await.until("the other board saw its later change",
					() -> other.status("sentinel").map(BranchStatus::branch).orElse("").equals("later"));
		}
		assertEquals(runs, exec.count(CountingExec.at(repo)), "no read and no watch of the inactive board's root");
		assertEquals("main", branch("s"), "the last line stays until the page is in view again");

		board.active(true);
		awaitBranch("s", "unseen");
	}

	@Test
	void pathsWithSpacesNewlinesAndUnicodeAreReadAndWatched() throws Exception {
		start(Machines.FAST);
		Path repo = GitRepos.init(temp.resolve("a b\nc ünï 😀 'q' \"d\" $(x)"));
		Path worktree = temp.resolve("wt\n.line ü");
		GitRepos.git(repo, "worktree", "add", "-q", "-b", "side", worktree.toString());
		board.spaces(List.of(new SpaceRoot("repo", repo.toString()), new SpaceRoot("wt", worktree.toString())));
		board.active(true);
		awaitBranch("repo", "main");
		awaitBranch("wt", "side");
		awaitWatching(repo);
		awaitWatching(worktree);
		GitRepos.git(repo, "checkout", "-q", "-b", "zweig-ß");
		GitRepos.git(worktree, "checkout", "-q", "-b", "side-2");
		awaitBranch("repo", "zweig-ß");
		awaitBranch("wt", "side-2");
	}

	@Test
	void aSpaceWhoseRootChangesIsReadAtItsNewRootAndARemovedSpaceLosesItsLine() throws Exception {
		CountingExec exec = start(Machines.FAST);
		Path one = GitRepos.init(temp.resolve("one"));
		Path two = GitRepos.init(temp.resolve("two"));
		GitRepos.git(two, "checkout", "-q", "-b", "two");
		board.spaces(List.of(new SpaceRoot("s", one.toString())));
		board.active(true);
		awaitBranch("s", "main");
		awaitWatching(one);
		// the new root's git files come later than the watch's idle grace (a busy or distant machine)
		java.util.concurrent.CountDownLatch slowGit = new java.util.concurrent.CountDownLatch(1);
		exec.hold(argv -> CountingExec.revParse().test(argv) && argv.contains(two.toString()), slowGit);
		board.spaces(List.of(new SpaceRoot("s", two.toString())));
		Thread.sleep(3 * Machines.FAST.watchCheck().toMillis()); // a window for an end that must not come
		assertTrue(machine.watch().running(), "the watch run waits for the new root's files");
		slowGit.countDown();
		awaitBranch("s", "two");
		Await.until("the old root is no longer watched", () -> !board.watching(one.toString()));
		awaitWatching(two);
		assertEquals(1, exec.count(CountingExec.perl()), "the watch took the new root without a new run");

		board.spaces(List.of());
		assertEquals(Optional.empty(), board.status("s"));
		assertEquals(3, changes("s"), "main, two, then gone");
		Await.until("the watch ended", () -> !machine.watch().running());
	}

	@Test
	void aCommitIsNoticedAtTheStandardTwoSecondCheckAndIdleChecksRunNothing() throws Exception {
		CountingExec exec = start(GitTimings.STANDARD);
		Path origin = GitRepos.init(temp.resolve("origin"));
		Path clone = GitRepos.cloneOf(origin, temp.resolve("clone"));
		board.spaces(List.of(new SpaceRoot("s", clone.toString())));
		board.active(true);
		Await.until("even with its upstream", () -> board.status("s").flatMap(BranchStatus::upstream)
				.equals(Optional.of(new AheadBehind(0, 0))));
		awaitWatching(clone);
		long runs = exec.count();

		// nothing to await: three checks of the watch pass, and not one process may start
		Duration idle = GitTimings.STANDARD.watchCheck().multipliedBy(3);
		Await.during("three idle checks start no process", idle, () -> exec.count() == runs);

		GitRepos.commit(clone, "a real commit");
		long start = System.nanoTime();
		Await.until("the commit seen within a check and a read", Duration.ofSeconds(3),
				() -> board.status("s").flatMap(BranchStatus::upstream).equals(Optional.of(new AheadBehind(1, 0))));
		System.out.printf("a commit was seen after %d ms at the standard 2 s check%n",
				(System.nanoTime() - start) / 1_000_000);
		assertEquals(runs + 1, exec.count(), "one status run for the commit, nothing per check");
	}

	@Test
	void aReftableRepositoryIsWatchedWhereGitSupportsIt() throws Exception {
		// reftable came with git 2.45; Debian 12 has 2.39, where this test is skipped
		org.junit.jupiter.api.Assumptions.assumeTrue(GitRepos.gitVersion() >= 245,
				"git " + GitRepos.gitVersion() + " has no reftable");
		start(Machines.FAST);
		Path repo = temp.resolve("reftable");
		Files.createDirectories(repo);
		GitRepos.git(repo, "init", "-q", "-b", "main", "--ref-format=reftable");
		GitRepos.commit(repo, "first");
		board.spaces(List.of(new SpaceRoot("s", repo.toString())));
		board.active(true);
		awaitBranch("s", "main");
		awaitWatching(repo);
		GitRepos.git(repo, "checkout", "-q", "-b", "in-a-table");
		awaitBranch("s", "in-a-table");
		GitRepos.git(repo, "checkout", "-q", "main");
		GitRepos.git(repo, "branch", "-q", "--set-upstream-to", "in-a-table");
		GitRepos.commit(repo, "ahead");
		Await.until("ahead 1", () -> board.status("s").flatMap(BranchStatus::upstream)
				.equals(Optional.of(new AheadBehind(1, 0))));
	}
}
