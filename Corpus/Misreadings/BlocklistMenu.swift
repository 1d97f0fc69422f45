//
//  BlocklistMenu.swift
//  Atlas
//
//  "Remove … from <a list>" takes an item out of a list and deletes no data ("Remove from
//  Blocklist", "Remove from Up Next"): no destructive role is asked for. "Remove" alone, with
//  an object ("Remove Photo", "Remove Download"), or from a place that holds the data itself
//  ("Remove from Device") still asks for it.
//

import SwiftUI

struct BlocklistMenu: View {
    let store: BlocklistStore
    @Binding var selection: Set<Site.ID>

    var body: some View {
        List(store.sites, selection: $selection) { site in
            Text(site.host)
                .contextMenu {
                    Button("Remove from Blocklist") { store.unblock(site) }
                    Button("Remove Selected from Favorites") { store.unfavorite(selection) }
                    Button("Remove from Up Next") { store.dequeue(site) }
                    Button("Remove from \(store.listName)") { store.unlist(site) }
                    Button("Remove") { store.delete(site) } // expect: destructive-role
                    Button("Remove…") { store.confirmDeletion(of: site) } // expect: destructive-role
                    Button("Remove Photo") { store.deletePhoto(of: site) } // expect: destructive-role
                    Button("Remove Download") { store.deleteDownload(of: site) } // expect: destructive-role
                    Button("Remove from Device") { store.deleteLocalCopy(of: site) } // expect: destructive-role
                    Button("Delete from Blocklist") { store.delete(site) } // expect: destructive-role
                }
        }
    }
}
