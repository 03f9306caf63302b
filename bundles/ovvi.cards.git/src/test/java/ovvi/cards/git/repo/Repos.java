package ovvi.cards.git.repo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import ovvi.testing.GitRepos;

/** Repositories the card's commands are tried on, with a committer of their own (the machine's HOME has no git config). */
final class Repos {

	/** File names a card must handle: a space, a line break, quotes, unicode, a leading dash, pathspec magic. */
	static final List<String> AWKWARD = List.of("with space.txt", "line\nbreak.txt", "quote'\"s.txt", "ünï ✓.txt", "-dash.txt", "*.txt");

	private Repos() {
	}

	/** A repository on main with one empty commit, its committer configured in it. */
	static Path init(Path dir) throws Exception {
		GitRepos.init(dir);
		GitRepos.git(dir, "config", "user.name", "Card User");
		GitRepos.git(dir, "config", "user.email", "card@ovvi.invalid");
		return dir;
	}

	/** The awkward files, committed, so each can be changed, staged and deleted. */
	static Path withAwkwardFiles(Path dir) throws Exception {
		init(dir);
		for (String name : AWKWARD) {
			Files.writeString(dir.resolve(name), "first of " + name + "\n");
		}
		GitRepos.git(dir, "add", "-A");
		GitRepos.commit(dir, "awkward files");
		return dir;
	}

	/** A repository stopped in a merge with a conflict in "both.txt". */
	static Path inMergeConflict(Path dir) throws Exception {
		init(dir);
		Files.writeString(dir.resolve("both.txt"), "base\n");
		GitRepos.git(dir, "add", "-A");
		GitRepos.commit(dir, "base");
		GitRepos.git(dir, "switch", "-q", "-c", "other");
		Files.writeString(dir.resolve("both.txt"), "theirs\n");
		GitRepos.git(dir, "commit", "-q", "-am", "theirs");
		GitRepos.git(dir, "switch", "-q", "main");
		Files.writeString(dir.resolve("both.txt"), "ours\n");
		GitRepos.git(dir, "commit", "-q", "-am", "ours");
		mayFail(dir, "merge", "other");
		return dir;
	}

	/** Runs git where a failure is what the test wants (a conflict). */
	static void mayFail(Path dir, String... args) throws Exception {
		try {
			GitRepos.git(dir, args);
		} catch (IllegalStateException expected) {
			// git stopped, as it does at a conflict
		}
	}
}
