package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/**
 * worktree.* (PROTOCOL.md §5.7) and the worktree-group rules of closing. As in 0.9.5, a
 * workspace's {@code worktree} membership is filled once a worktree call looked at it (list,
 * open or create), never before.
 */
final class WorktreeApi extends Api {

	/** Repositories (common dirs) with a worktree.create running. */
	private final java.util.Set<String> creating = java.util.concurrent.ConcurrentHashMap.newKeySet();

	WorktreeApi(Session session, Predicate<Terminal> controlled) {
		super(session, controlled);
	}

	@Override
	void register(Dispatcher d) {
		d.register("worktree.list", this::list);
		d.register("worktree.open", this::open);
		d.registerUnlocked("worktree.create", this::create);
	}

	/** The source checkout: {@code cwd} (absolute, ~ expanded) or the workspace's root pane folder. */
	private record Source(Workspace workspace, String dir, Git.Repo repo) {
	}

	private Source source(Params p) {
		String wsId = p.optStr("workspace_id");
		String cwd = p.optStr("cwd");
		if (wsId != null && cwd != null) {
			throw new ApiError("invalid_request", "give either workspace_id or cwd, not both");
		}
		Workspace w = null;
		String dir;
		if (cwd != null) {
			dir = cwd.equals("~") ? session.config.home() : cwd.startsWith("~/") ? session.config.home() + cwd.substring(1) : cwd;
			if (!Path.of(dir).isAbsolute()) {
				throw new ApiError("invalid_request", "cwd must be an absolute path");
			}
		} else {
			if (wsId == null && session.active == null) {
				throw new ApiError("invalid_request", "no active workspace");
			}
			w = session.workspaceOrActive(wsId);
			dir = w.rootPaneCwd();
		}
		Git.Repo repo = dir == null ? null : Git.repo(dir);
		if (repo == null) {
			throw new ApiError("not_git_worktree", dir + " is not inside a git worktree");
		}
		if (w == null) {
			w = workspaceAt(repo.checkout());
		}
		return new Source(w, dir, repo);
	}

	/** The open workspace whose root pane is in that checkout (or that a membership names). */
	private Workspace workspaceAt(String checkout) {
		for (Workspace w : session.workspaces) {
			if (w.worktree != null && w.worktree.get("checkout_path").getAsString().equals(checkout)) {
				return w;
			}
		}
		for (Workspace w : session.workspaces) {
			String cwd = w.rootPaneCwd();
			if (cwd != null) {
				Git.Repo r = Git.repo(cwd);
				if (r != null && r.checkout().equals(checkout)) {
					return w;
				}
			}
		}
		return null;
	}

	private static JsonObject membership(Git.Repo repo, String checkout) {
		return Json.obj("repo_key", repo.commonDir(), "repo_name", repo.name(), "repo_root", repo.root(),
				"checkout_path", checkout, "is_linked_worktree", !checkout.equals(repo.root()));
	}

	/** Sets membership; an existing workspace that gains or changes it gets workspace_updated. */
	private void join(Workspace w, Git.Repo repo, String checkout, boolean announce) {
		JsonObject m = membership(repo, checkout);
		if (!m.equals(w.worktree)) {
			w.worktree = m;
			if (announce) {
				publish("workspace_updated", "workspace", Views.workspace(session, w));
			}
		}
	}

	private JsonObject sourceInfo(Source s) {
		JsonObject o = Json.obj("repo_key", s.repo.commonDir(), "repo_name", s.repo.name(), "repo_root", s.repo.root(),
				"source_checkout_path", s.repo.checkout());
		Json.put(o, "source_workspace_id", s.workspace == null ? null : s.workspace.id);
		return o;
	}

	private JsonObject worktreeInfo(Git.Repo repo, Git.Worktree wt) {
		JsonObject o = Json.obj("path", wt.path());
		Json.put(o, "branch", wt.branch());
		o.addProperty("is_bare", wt.bare());
		o.addProperty("is_detached", wt.detached());
		o.addProperty("is_prunable", wt.prunable());
		o.addProperty("is_linked_worktree", !wt.path().equals(repo.root()));
		Workspace open = workspaceAt(wt.path());
		Json.put(o, "open_workspace_id", open == null ? null : open.id);
		o.addProperty("label", repo.name());
		return o;
	}

	private List<Git.Worktree> worktrees(Source s, String failCode) {
		List<Git.Worktree> list = Git.worktrees(s.dir);
		if (list == null) {
			throw new ApiError(failCode, "git worktree list failed in " + s.dir);
		}
		return list;
	}

	private JsonObject list(Params p) {
		Source s = source(p);
		JsonArray out = new JsonArray();
		for (Git.Worktree wt : worktrees(s, "worktree_list_failed")) {
			Workspace open = workspaceAt(wt.path());
			if (open != null && !wt.bare()) {
				join(open, s.repo, wt.path(), true);
			}
			out.add(worktreeInfo(s.repo, wt));
		}
		return Json.obj("type", "worktree_list", "source", sourceInfo(s), "worktrees", out);
	}

	private JsonObject open(Params p) {
		String path = p.optStr("path");
		String branch = p.optStr("branch");
		String label = p.optStr("label");
		boolean focus = p.optBool("focus", false);
		Source s = source(p);
		if ((path == null) == (branch == null)) {
			throw new ApiError("invalid_request", "give exactly one of path or branch");
		}
		refuseLinkedSource(s);
		Git.Worktree found = null;
		for (Git.Worktree wt : worktrees(s, "worktree_open_failed")) {
			boolean match = path != null ? wt.path().equals(path) : branch.equals(wt.branch());
			if (match) {
				if (found != null) {
					throw new ApiError("ambiguous_worktree_branch", "branch " + branch + " is checked out more than once");
				}
				found = wt;
			}
		}
		if (found == null || found.bare() || found.prunable()) {
			throw new ApiError("worktree_not_found", "worktree " + (path != null ? path : branch) + " not found");
		}
		return openWorktree(s, found, label, focus, "worktree_opened");
	}

	/**
	 * worktree.open's source must be the repository's own checkout (§5.7): the repository says
	 * whether a folder is a linked worktree, whether or not a worktree call recorded it.
	 */
	private static void refuseLinkedSource(Source s) {
		boolean recordedLinked = s.workspace != null && s.workspace.worktree != null
				&& s.workspace.worktree.get("is_linked_worktree").getAsBoolean();
		if (s.repo.linked() || recordedLinked) {
			String what = s.workspace != null ? "workspace " + s.workspace.id : s.dir;
			throw new ApiError("linked_worktree_source", what + " is a linked worktree of " + s.repo.root());
		}
	}

	private JsonObject openWorktree(Source s, Git.Worktree wt, String label, boolean focus, String type) {
		Workspace repoWs = s.workspace;
		if (repoWs == null || !repoWs.tabs.isEmpty() && !s.repo.checkout().equals(s.repo.root())) {
			repoWs = workspaceAt(s.repo.root());
		}
		if (repoWs == null) {
			repoWs = createWorkspace(s.repo.root(), null, false, null);
			join(repoWs, s.repo, s.repo.root(), false);
			announceCreated(repoWs);
		} else {
			join(repoWs, s.repo, s.repo.root(), true);
		}
		Workspace target = workspaceAt(wt.path());
		boolean alreadyOpen = target != null;
		if (target == null) {
			target = createWorkspace(wt.path(), label, focus, null);
			join(target, s.repo, wt.path(), false);
			announceCreated(target);
		} else {
			join(target, s.repo, wt.path(), true);
			if (label != null && !label.equals(target.customLabel)) {
				target.customLabel = label;
				publish("workspace_renamed", "workspace_id", target.id, "label", label);
			}
			if (focus) {
				session.focus(target.activeTab.focused);
			}
		}
		JsonObject info = worktreeInfo(s.repo, wt);
		JsonObject workspace = Views.workspace(session, target);
		Tab tab = target.activeTab;
		if (type.equals("worktree_opened")) {
			publish("worktree_opened", "workspace", workspace, "worktree", info, "already_open", alreadyOpen);
		} else {
			publish("worktree_created", "workspace", workspace, "worktree", info);
		}
		JsonObject result = Json.obj("type", type, "workspace", workspace, "tab", Views.tab(session, tab),
				"root_pane", Views.pane(session, tab.panes().get(0)), "worktree", info);
		if (type.equals("worktree_opened")) {
			result.addProperty("already_open", alreadyOpen);
		}
		return result;
	}

	/**
	 * worktree.create: git runs outside the session's monitor (herdr defers this reply), so other
	 * requests go on meanwhile; one create per repository at a time.
	 */
	private JsonObject create(Params p) {
		String branch = p.optStr("branch");
		String base = p.optStr("base");
		String path = p.optStr("path");
		String label = p.optStr("label");
		boolean focus = p.optBool("focus", false);
		Source s = session.atomically(() -> source(p));
		if (branch != null && branch.isBlank()) {
			throw new ApiError("invalid_request", "branch must not be empty");
		}
		if (!creating.add(s.repo.commonDir())) {
			throw new ApiError("worktree_operation_in_progress", "a worktree operation is in progress for " + s.repo.root());
		}
		try {
			String name = branch != null ? branch : "herdr-" + UUID.randomUUID().toString().substring(0, 8);
			String target = path != null ? path
					: Path.of(session.config.home(), ".herdr", "worktrees", s.repo.name(), name.replace('/', '-')).toString();
			Git.Worktree created = addWorktree(s, name, base, target);
			return session.atomically(() -> openWorktree(stillOpen(s), created, label, focus, "worktree_created"));
		} finally {
			creating.remove(s.repo.commonDir());
		}
	}

	/** git worktree add: an existing local branch is checked out, else created from base (HEAD). */
	private static Git.Worktree addWorktree(Source s, String branch, String base, String target) {
		boolean exists = Git.run(s.dir, "rev-parse", "--verify", "--quiet", "refs/heads/" + branch).ok();
		Git.Result add = exists ? Git.run(s.dir, "worktree", "add", target, branch)
				: Git.run(s.dir, "worktree", "add", "-b", branch, target, base == null ? "HEAD" : base);
		if (!add.ok()) {
			throw new ApiError("worktree_create_failed", add.error());
		}
		List<Git.Worktree> list = Git.worktrees(s.dir);
		if (list != null) {
			for (Git.Worktree wt : list) {
				if (Path.of(wt.path()).equals(Path.of(target).toAbsolutePath().normalize())) {
					return wt;
				}
			}
		}
		throw new ApiError("worktree_create_failed", "git did not list the new worktree " + target);
	}

	/** The source as it is once git is done: its workspace may have closed meanwhile. */
	private Source stillOpen(Source s) {
		return s.workspace == null || session.workspaces.contains(s.workspace) ? s : new Source(null, s.dir, s.repo);
	}

	/** Every open workspace with the same repo_key (the workspace itself included, in order). */
	static List<Workspace> groupOf(Session session, Workspace w) {
		List<Workspace> group = new ArrayList<>();
		if (w.worktree == null) {
			return group;
		}
		String key = w.worktree.get("repo_key").getAsString();
		for (Workspace each : session.workspaces) {
			if (each.worktree != null && each.worktree.get("repo_key").getAsString().equals(key)) {
				group.add(each);
			}
		}
		return group;
	}

	/** pane.close / tab.close that would close a repository space with linked worktrees. */
	static void refuseImplicitGroupClose(Session session, Workspace w) {
		JsonObject wt = w.worktree;
		if (wt != null && !wt.get("is_linked_worktree").getAsBoolean() && groupOf(session, w).size() >= 2) {
			throw new ApiError("confirmation_required", "closing workspace " + w.id
					+ " would close its worktree group; confirm in herdr or use workspace.close");
		}
	}
}
