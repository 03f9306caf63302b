package ovvi.cards.git.repo;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.osgi.util.NLS;

import ovvi.cards.git.Messages;
import ovvi.git.GitMissingException;
import ovvi.git.GitProgram;
import ovvi.git.GitResult;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * A repository on the pane's machine, this computer or an SSH host, and what the Git card asks of
 * it. Every command is git's argv, paths after {@code --} and taken literally (no pathspec magic:
 * a file named {@code *.txt} is that file), so any name works; nothing is a shell string built
 * from data. Each call blocks: the card calls from a Job.
 */
public final class Repository {

	/** How long a command of the card may take; Fetch, Pull and Push have none ({@link GitProgram#sync}). */
	private static final Duration LIMIT = Duration.ofSeconds(60);
	/** The most lines of a diff the card shows: a larger one is cut, and says so. */
	public static final int DIFF_LINES = 20_000;
	public static final int LOG_COMMITS = 200;

	/**
	 * Prints which operation git is in the middle of: the name of its marker in the git folder
	 * ($1), and for a rebase the branch being rebased. A constant: the folder is its argument.
	 */
	private static final String STATE_SCRIPT = """
			cd -- "$1" || exit 1
			for f in rebase-merge rebase-apply; do
			  if [ -d "$f" ]; then echo "$f"; cat "$f/head-name" 2>/dev/null; exit 0; fi
			done
			for f in MERGE_HEAD CHERRY_PICK_HEAD REVERT_HEAD BISECT_LOG; do
			  if [ -e "$f" ]; then echo "$f"; exit 0; fi
			done
			exit 0
			""";

	private final GitProgram git;
	private final String top;
	private final String gitDir;

	private Repository(GitProgram git, String top, String gitDir) {
		this.git = git;
		this.top = top;
		this.gitDir = gitDir;
	}

	/**
	 * The repository a folder is in.
	 *
	 * @throws GitMissingException the machine has no git
	 * @throws NotARepositoryException the folder is in none (or is no folder there)
	 */
	public static Repository open(GitProgram git, String folder) throws ExecException, InterruptedException {
		GitResult found = git.run(List.of("-C", folder, "rev-parse", "--show-toplevel", "--absolute-git-dir"), LIMIT);
		String[] lines = found.stdout().split("\n");
		if (!found.ok() || lines.length < 2) {
			throw new NotARepositoryException(folder, git.exec().target(), found.reason());
		}
		return new Repository(git, lines[0], lines[1]);
	}

	/** The work tree's top folder. */
	public String top() {
		return top;
	}

	/** The git folder of this work tree (a linked worktree has its own). */
	public String gitDir() {
		return gitDir;
	}

	/** The branch, the changed files and the operation git is in the middle of. */
	public RepoStatus status() throws ExecException, InterruptedException {
		GitResult status = run(Messages.Work_readingStatus, List.of("--no-optional-locks", "status", "--porcelain=v2", "--branch", "-z",
				"--untracked-files=all"));
		RepoStatus parsed = StatusParser.parse(status.stdout());
		String[] state = state().split("\n", 2);
		RepoState now = RepoState.ofMarker(state[0].strip());
		String detail = state.length > 1 ? state[1].strip().replaceFirst("^refs/heads/", "") : "";
		return parsed.in(now, now == RepoState.REBASING ? detail : "");
	}

	private String state() throws ExecException, InterruptedException {
		Run run = git.exec().run(List.of("sh", "-c", STATE_SCRIPT, "sh", gitDir));
		run.end();
		try {
			String out = run.readAllWithin(LIMIT);
			run.exit().get(LIMIT.toMillis(), TimeUnit.MILLISECONDS);
			return out;
		} catch (IOException | ExecutionException | TimeoutException lost) {
			run.abort();
			throw new ExecException(NLS.bind(Messages.Repository_gitFolderUnread, gitDir, git.exec().target()));
		}
	}

	/** The diff of one change: the index against HEAD for a staged one, the work tree against the index else. */
	public Diff diff(FileChange change) throws ExecException, InterruptedException {
		List<String> args = new ArrayList<>(List.of("diff", "--no-color", "--no-ext-diff"));
		switch (change.area()) {
		case STAGED -> {
			args.addAll(List.of("--cached", "-M", "--"));
			args.add(change.path());
			if (change.originalPath() != null) {
				args.add(change.originalPath());
			}
		}
		case UNSTAGED, CONFLICTS -> args.addAll(List.of("--", change.path()));
		case UNTRACKED -> args.addAll(List.of("--no-index", "--", "/dev/null", change.path()));
		}
		GitResult diff = git.run(withOptions(args), LIMIT);
		// --no-index exits 1 when the files differ, as a new file always does
		if (diff.exit() > 1 || diff.exit() == 1 && change.area() != FileChange.Area.UNTRACKED) {
			throw failed(NLS.bind(Messages.Work_diffOf, change.shown()), diff);
		}
		return DiffParser.parse(diff.stdout(), DIFF_LINES);
	}

	/** Puts the changes in the index: new and changed files as they are, deleted ones as gone, conflicts as resolved. */
	public void stage(List<FileChange> changes) throws ExecException, InterruptedException {
		run(Messages.Work_staging, withPaths(List.of("add", "-A"), changes));
	}

	/** Takes the changes out of the index, back to HEAD's (a rename both its sides). The work tree keeps them. */
	public void unstage(List<FileChange> changes) throws ExecException, InterruptedException {
		run(Messages.Work_unstaging, withPaths(List.of("reset", "-q"), changes));
	}

	/** Stages one hunk of a work tree change's diff. */
	public void stageHunk(Diff diff, int hunk) throws ExecException, InterruptedException {
		run(Messages.Work_stagingHunk, List.of("apply", "--cached", "--whitespace=nowarn", "-"), diff.patch(hunk));
	}

	/**
	 * Stages (or unstages, from a staged change's diff) the changed lines of a hunk between two
	 * lines of the diff; returns false when none of them is a change.
	 */
	public boolean stageLines(Diff diff, int hunk, int fromLine, int toLine, boolean unstage) throws ExecException, InterruptedException {
		var patch = diff.patch(hunk, fromLine, toLine, unstage);
		if (patch.isEmpty()) {
			return false;
		}
		List<String> apply = unstage ? List.of("apply", "--cached", "--reverse", "--whitespace=nowarn", "-")
				: List.of("apply", "--cached", "--whitespace=nowarn", "-");
		run(unstage ? Messages.Work_unstagingLines : Messages.Work_stagingLines, apply, patch.get());
		return true;
	}

	/** Unstages one hunk of a staged change's diff. */
	public void unstageHunk(Diff diff, int hunk) throws ExecException, InterruptedException {
		run(Messages.Work_unstagingHunk, List.of("apply", "--cached", "--reverse", "--whitespace=nowarn", "-"), diff.patch(hunk));
	}

	/**
	 * Commits the index with the message (git strips comments and trailing blank lines, as from
	 * its editor). Amend replaces the last commit; an empty message then keeps its message.
	 */
	public void commit(String message, boolean amend) throws ExecException, InterruptedException {
		List<String> args = new ArrayList<>(List.of("commit", "-q"));
		if (amend) {
			args.add("--amend");
		}
		if (amend && message.isBlank()) {
			args.add("--no-edit");
			run(Messages.Work_amending, args);
		} else {
			args.addAll(List.of("--cleanup=strip", "-F", "-"));
			run(amend ? Messages.Work_amending : Messages.Work_committing, args, message);
		}
	}

	/** The last commit's message, which Amend starts from; "" with no commit yet. */
	public String lastMessage() throws ExecException, InterruptedException {
		GitResult last = git.run(withOptions(List.of("log", "-1", "--format=%B")), LIMIT);
		return last.ok() ? last.stdout().strip() : "";
	}

	public List<Branch> branches() throws ExecException, InterruptedException {
		return Branch.parse(run(Messages.Work_listingBranches, List.of("for-each-ref", Branch.FORMAT, "refs/heads/")).stdout());
	}

	/** Checks out a local branch; git refuses when it would overwrite changes, and says which. */
	public void switchTo(String branch) throws ExecException, InterruptedException {
		run(NLS.bind(Messages.Work_switching, branch), List.of("switch", "--no-guess", "--", branch));
	}

	/** Makes a branch at HEAD and switches to it. The name is git's to refuse (a space, a leading '-'). */
	public void createBranch(String name) throws ExecException, InterruptedException {
		run(NLS.bind(Messages.Work_makingBranch, name), List.of("switch", "--create=" + name));
	}

	/** HEAD's last commits with git's graph; none in a repository with no commit yet. */
	public List<LogLine> log() throws ExecException, InterruptedException {
		GitResult log = git.run(withOptions(List.of("log", "--graph", "--no-show-signature", "-n", Integer.toString(LOG_COMMITS),
				LogParser.FORMAT)), LIMIT);
		return log.ok() ? LogParser.parse(log.stdout()) : List.of();
	}

	/** The file's absolute path on the machine. */
	public String pathOf(FileChange change) {
		return top.endsWith("/") ? top + change.path() : top + "/" + change.path();
	}

	/** Runs Fetch, Pull or Push here (see {@link GitProgram#sync}). */
	public GitProgram program() {
		return git;
	}

	private static List<String> withPaths(List<String> command, List<FileChange> changes) {
		List<String> args = new ArrayList<>(command);
		args.add("--");
		for (FileChange change : changes) {
			args.add(change.path());
			if (change.originalPath() != null) {
				args.add(change.originalPath());
			}
		}
		return args;
	}

	/**
	 * The options every command runs with, whatever the user's config: the work tree's top, paths
	 * literal, names unquoted (-z aside, a header shows them as they are), no colour, and diffs in
	 * the a/ b/ form git apply takes.
	 */
	private List<String> withOptions(List<String> args) {
		List<String> all = new ArrayList<>(List.of("-c", "core.quotePath=false", "-c", "diff.noprefix=false", "-c",
				"diff.mnemonicPrefix=false", "-c", "color.ui=false", "--literal-pathspecs", "-C", top));
		all.addAll(args);
		return all;
	}

	private GitResult run(String what, List<String> args) throws ExecException, InterruptedException {
		return run(what, args, "");
	}

	private GitResult run(String what, List<String> args, String stdin) throws ExecException, InterruptedException {
		GitResult result = git.run(withOptions(args), stdin, LIMIT);
		if (!result.ok()) {
			throw failed(what, result);
		}
		return result;
	}

	private ExecException failed(String what, GitResult result) {
		return new ExecException(NLS.bind(Messages.Repository_failed, new Object[] { what, git.exec().target(), result.reason() }));
	}
}
