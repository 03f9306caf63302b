package ovvi.model;

/**
 * Told when herdr's tab or pane took a stand-in's place. The object stays the same (only its id
 * changes), so a selection or a tab history that holds ids follows with this.
 */
@FunctionalInterface
public interface ReplacementListener {

	void replaced(String standInId, String herdrId);
}
