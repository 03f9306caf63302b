package ovvi.ui.sessions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.ITreeContentProvider;

import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * The sidebar's rows: the window's pages; under each its spaces in herdr's order, a linked
 * worktree's space under its repository's space; under a space its tabs. The rows are the model's
 * own objects, so an update names the object that changed.
 */
final class SidebarContent implements ITreeContentProvider {

	private final WindowPages pages;

	SidebarContent(WindowPages pages) {
		this.pages = pages;
	}

	java.util.List<SessionPage> pages() {
		return pages.pages();
	}

	@Override
	public Object[] getElements(Object input) {
		return pages.pages().toArray();
	}

	@Override
	public Object[] getChildren(Object parent) {
		return switch (parent) {
		case SessionPage page -> topLevelSpaces(page).toArray();
		case Space space -> spaceChildren(space).toArray();
		default -> new Object[0];
		};
	}

	private static List<Space> topLevelSpaces(SessionPage page) {
		List<Space> spaces = page.connection().store().spaces();
		Map<String, String> parents = page.git().worktreeParents();
		return spaces.stream().filter(space -> !parents.containsKey(space.id())).toList();
	}

	private List<Object> spaceChildren(Space space) {
		List<Object> children = new ArrayList<>(space.tabs());
		SessionPage page = pageOf(space);
		if (page != null) {
			List<Space> spaces = page.connection().store().spaces();
			Map<String, String> parents = page.git().worktreeParents();
			spaces.stream().filter(other -> space.id().equals(parents.get(other.id()))).forEach(children::add);
		}
		return children;
	}

	@Override
	public Object getParent(Object element) {
		return switch (element) {
		case Space space -> {
			SessionPage page = pageOf(space);
			if (page == null) {
				yield null;
			}
			String parentId = page.git().worktreeParents().get(space.id());
			yield parentId == null ? page : page.connection().store().space(parentId);
		}
		case Tab tab -> {
			SessionPage page = pageOf(tab);
			yield page == null ? null : page.connection().store().space(tab.spaceId());
		}
		default -> null;
		};
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof SessionPage || (element instanceof Space space && !spaceChildren(space).isEmpty());
	}

	SessionPage pageOf(Space space) {
		return pages.pageOf(space);
	}

	SessionPage pageOf(Tab tab) {
		return pages.pages().stream().filter(page -> page.connection().store().tab(tab.id()) == tab)
				.findFirst().orElse(null);
	}
}
