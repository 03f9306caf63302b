package ovvi.sim.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ovvi.sim.SimFixture;

/** worktree.* and worktree groups (PROTOCOL.md §4.8, §5.7; close_group as 0.9.5). */
class WorktreeTest {

	private SimFixture fx;
	private Path repo;

	@BeforeEach
	void setUp() throws Exception {
		fx = new SimFixture();
		fx.start("wt");
		repo = Files.createDirectories(fx.root.resolve("proj"));
		git(repo, "init", "-q", "-b", "main");
		git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "init");
		git(repo, "worktree", "add", "-q", "-b", "feat", fx.root.resolve("proj-feat").toString());
		fx.ok("workspace.create", "cwd", repo.toString());
	}

	private void git(Path dir, String... args) throws Exception {
		List<String> argv = new java.util.ArrayList<>(List.of("git", "-C", dir.toString()));
		argv.addAll(List.of(args));
		ProcessBuilder pb = new ProcessBuilder(argv).redirectErrorStream(true);
		pb.environment().put("HOME", fx.home().toString());
		pb.environment().put("GIT_CONFIG_NOSYSTEM", "1");
		Process p = pb.start();
		String out = new String(p.getInputStream().readAllBytes());
		assertEquals(0, p.waitFor(), out);
	}

	@AfterEach
	void tearDown() throws IOException {
		fx.close();
	}

	@Test
	void membershipAppearsOnlyAfterAWorktreeCall() throws IOException {
		assertFalse(fx.ok("workspace.get", "workspace_id", "w1").getAsJsonObject("workspace").has("worktree"));
		JsonObject list = fx.ok("worktree.list", "workspace_id", "w1");
		assertEquals("worktree_list", list.get("type").getAsString());
		JsonObject source = list.getAsJsonObject("source");
		assertEquals(repo.toRealPath().resolve(".git").toString(), source.get("repo_key").getAsString());
		assertEquals("proj", source.get("repo_name").getAsString());
		assertEquals("w1", source.get("source_workspace_id").getAsString());
		assertEquals(2, list.getAsJsonArray("worktrees").size());
		JsonObject feat = list.getAsJsonArray("worktrees").get(1).getAsJsonObject();
		assertEquals("feat", feat.get("branch").getAsString());
		assertTrue(feat.get("is_linked_worktree").getAsBoolean());
		assertFalse(feat.has("open_workspace_id"));
		JsonObject wt = fx.ok("workspace.get", "workspace_id", "w1").getAsJsonObject("workspace").getAsJsonObject("worktree");
		assertFalse(wt.get("is_linked_worktree").getAsBoolean());
		assertEquals(repo.toRealPath().toString(), wt.get("checkout_path").getAsString());
	}

	@Test
	void openMakesALinkedSpaceAndCloseNeedsCloseGroup() throws IOException {
		JsonObject opened = fx.ok("worktree.open", "workspace_id", "w1", "branch", "feat");
		assertEquals("worktree_opened", opened.get("type").getAsString());
		assertFalse(opened.get("already_open").getAsBoolean());
		assertEquals("w2", opened.getAsJsonObject("workspace").get("workspace_id").getAsString());
		assertTrue(opened.getAsJsonObject("workspace").getAsJsonObject("worktree").get("is_linked_worktree").getAsBoolean());
		assertTrue(fx.ok("worktree.open", "workspace_id", "w1", "branch", "feat").get("already_open").getAsBoolean());
		assertEquals("worktree_not_found", fx.call("worktree.open", "workspace_id", "w1", "branch", "nope")
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("linked_worktree_source", fx.call("worktree.open", "workspace_id", "w2", "branch", "main")
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("confirmation_required", fx.call("pane.close", "pane_id", "w1:p1")
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("workspace_group_close_required", fx.call("workspace.close", "workspace_id", "w1")
				.getAsJsonObject("error").get("code").getAsString());
		fx.ok("workspace.close", "workspace_id", "w1", "close_group", true);
		assertEquals(0, fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("workspaces").size());
		assertTrue(Files.isDirectory(fx.root.resolve("proj-feat")), "git worktrees stay on disk");
	}

	@Test
	void createAddsAWorktreeAndOpensIt() throws IOException {
		Path target = fx.root.resolve("proj-new");
		JsonObject created = fx.ok("worktree.create", "workspace_id", "w1", "branch", "topic", "path", target.toString());
		assertEquals("worktree_created", created.get("type").getAsString());
		assertEquals("topic", created.getAsJsonObject("worktree").get("branch").getAsString());
		assertTrue(Files.isDirectory(target));
		assertEquals(target.toString(), created.getAsJsonObject("root_pane").get("cwd").getAsString());
		JsonObject linked = fx.ok("worktree.open", "workspace_id", "w1", "path", fx.root.resolve("proj-feat").toString());
		fx.ok("workspace.close", "workspace_id", linked.getAsJsonObject("workspace").get("workspace_id").getAsString());
		assertEquals(2, fx.ok("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("workspaces").size(),
				"a linked worktree's space closes alone");
	}

	@Test
	void aFolderOutsideGitIsNotAWorktree() throws IOException {
		assertEquals("not_git_worktree", fx.call("worktree.list", "cwd", fx.home().toString())
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("invalid_request", fx.call("worktree.list", "cwd", "relative/path")
				.getAsJsonObject("error").get("code").getAsString());
	}

	@Test
	void theRepositoryDecidesWhetherASourceIsALinkedWorktree() throws IOException {
		Path linked = fx.root.resolve("proj-feat");
		String ws = fx.ok("workspace.create", "cwd", linked.toString()).getAsJsonObject("workspace").get("workspace_id")
				.getAsString();
		assertFalse(fx.ok("workspace.get", "workspace_id", ws).getAsJsonObject("workspace").has("worktree"),
				"no worktree call recorded anything about it");
		JsonObject byWorkspace = fx.call("worktree.open", "workspace_id", ws, "branch", "main");
		assertEquals("linked_worktree_source", byWorkspace.getAsJsonObject("error").get("code").getAsString());
		assertEquals("linked_worktree_source", fx.call("worktree.open", "cwd", linked.toString(), "branch", "main")
				.getAsJsonObject("error").get("code").getAsString());
		assertEquals("worktree_list", fx.ok("worktree.list", "workspace_id", ws).get("type").getAsString(),
				"a linked worktree may be the source of a list");
	}

	@Test
	void gitOfAWorktreeCreateDoesNotHoldUpOtherRequests() throws Exception {
		Path fifo = fx.root.resolve("hook-gate");
		assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
		Path hook = repo.resolve(".git/hooks/post-checkout");
		Files.writeString(hook, "#!/bin/sh\nread line < '" + fifo + "'\n");
		hook.toFile().setExecutable(true);
		try (java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
			var create = pool.submit(() -> fx.ok("worktree.create", "workspace_id", "w1", "branch", "gated",
					"path", fx.root.resolve("proj-gated").toString()));
			SimFixture.await("git waiting in the hook", 10_000, () -> ProcessHandle.allProcesses().anyMatch(
					h -> h.info().commandLine().map(c -> c.contains(hook.toString())).orElse(false)));
			try {
				var snapshot = pool.submit(() -> fx.ok("session.snapshot"));
				assertEquals(1, snapshot.get(10, java.util.concurrent.TimeUnit.SECONDS).getAsJsonObject("snapshot")
						.getAsJsonArray("workspaces").size(), "the snapshot is answered while git runs");
				assertEquals("worktree_operation_in_progress", fx.call("worktree.create", "workspace_id", "w1",
						"branch", "other").getAsJsonObject("error").get("code").getAsString());
				assertFalse(create.isDone());
			} finally {
				Files.writeString(fifo, "go\n"); // the hook waits for this line: never leave git hanging
			}
			assertEquals("worktree_created", create.get(20, java.util.concurrent.TimeUnit.SECONDS).get("type").getAsString());
		}
	}
}
