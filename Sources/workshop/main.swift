import WorkshopCore

print("workshop: coming up")
